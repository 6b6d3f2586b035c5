/**
 * The client renders with Preact through its React-compatible layer: the same components at a
 * fraction of react-dom's size (the first screen's JavaScript is a measured goal). Every tool that
 * builds or tests the client resolves React's modules to it, so tests run what ships.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

/**
 * The built client's messages use no ICU number or date skeletons (src/i18n/noSkeletons.ts), so
 * their parser is left out of the first screen's code.
 */
export const noSkeletonParser = {
  find: /^@formatjs\/icu-skeleton-parser$/,
  replacement: new URL('../src/i18n/noSkeletons.ts', import.meta.url).pathname,
};
