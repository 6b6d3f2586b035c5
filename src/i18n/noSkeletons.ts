/**
 * Stands in for @formatjs/icu-skeleton-parser in the built client (vite.config.ts): no message
 * formats a number or a date with an ICU skeleton (`{n, number, ::…}`), so the skeleton
 * parser's code need not load with the first screen. `noSkeletons.test.ts` keeps it so.
 */
const unsupported = (): never => {
  throw new Error('ICU skeletons are not used in this client’s messages');
};

export const parseNumberSkeletonFromString = unsupported;
export const parseNumberSkeleton = unsupported;
export const parseDateTimeSkeleton = unsupported;
