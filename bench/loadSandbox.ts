/**
 * What the load sandbox (loadServer.ts, in a process of its own) hands the bench. Kept apart:
 * importing loadServer.ts starts a sandbox, so the bench imports this instead.
 */

export const READERS = 200;

export interface LoadSandbox {
  url: string;
  /** Fresh tokens of demo, one per measured run (the rate limit counts per token). */
  demo: string[];
  /** One token per reader, each reader following demo. */
  readers: string[];
  /** alice, who reads home through a long filter set (made by the parent through the API). */
  alice: string;
}
