/**
 * The sandbox's sense of "now" for what waits on time (scheduled posts). Real time unless a test
 * moves it forward: the offset only ever grows, so a post that came due stays due.
 */
export class SandboxClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the clock forward by `ms` (never back) and answers the new time. */
  advance(ms: number): Date {
    if (Number.isFinite(ms) && ms > 0) this.offsetMs += ms;
    return this.now();
  }
}
