/**
 * For benchmarks of a client under a busy stream: posts written ahead, unstreamed, then sent
 * to the open streams at a steady rate, each stream's message worked out ahead by the
 * streaming fan-out itself. Writing and fanning out a post costs the sandbox tens of
 * milliseconds, so on a small machine it cannot do 50 a second; a benchmark of what the client
 * does with 50 arriving posts a second needs them to arrive.
 * Only a process that starts the sandbox itself (startServer) has this; no route reaches it.
 */
import { one } from './db/database';
import { createStatus } from './services/statuses';
import type { ServerState } from './state';

export interface SandboxBench {
  /** Writes `texts` as posts of `username`, public, without streaming them; gives their ids. */
  writePosts(username: string, texts: readonly string[]): Promise<string[]>;
  /** Streams those posts as new to the open streams, `perSecond` a second; resolves after the last. */
  streamPosts(ids: readonly string[], perSecond: number): Promise<void>;
}

export function sandboxBench(state: ServerState): SandboxBench {
  return {
    async writePosts(username, texts) {
      const account = await one<{ id: string }>(
        state.db,
        'select id from accounts where username = $1',
        [username],
      );
      if (!account) throw new Error(`No account ${username}`);
      const ids: string[] = [];
      for (const text of texts) {
        ids.push(
          await createStatus(state.db, null, { accountId: account.id, text, visibility: 'public' }),
        );
      }
      return ids;
    },
    async streamPosts(ids, perSecond) {
      const events = ids.map((statusId) => ({ type: 'update', statusId }) as const);
      if (state.replayStreams) await state.replayStreams(events, perSecond);
    },
  };
}
