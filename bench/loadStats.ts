/** Small figures for `bench/load.ts`. */

/** The p-th percentile (nearest rank) in milliseconds, rounded to 0.1 ms; 0 for no samples. */
export function percentile(samples: number[], p: number): number {
  if (!samples.length) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[rank]! * 10) / 10;
}

/** Calls `request` one after another until `until` resolves; each call's duration. */
export async function timeLoop(
  request: () => Promise<unknown>,
  until: Promise<unknown>,
): Promise<number[]> {
  const state = { done: false };
  void until.then(() => (state.done = true));
  const durations: number[] = [];
  while (!state.done) {
    const start = performance.now();
    await request();
    durations.push(performance.now() - start);
  }
  return durations;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
