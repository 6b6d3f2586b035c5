/**
 * For benchmarks of a client under a busy stream: posts written ahead, unstreamed, then sent
 * to the open streams at a steady rate, each stream's message worked out ahead (before the
 * measured time) by the streaming fan-out itself. Writing and fanning out a post costs the sandbox tens of
 * milliseconds, so on a small machine it cannot do 50 a second; a benchmark of what the client
 * does with 50 arriving posts a second needs them to arrive.
 * Only a process that starts the sandbox itself (startServer) has this; no route reaches it.
 */
import { one } from './db/database';
import { createStatus } from './services/statuses';
import type { RecordedSend, ServerState } from './state';

export interface SandboxBench {
  /** Writes `texts` as posts of `username`, public, without streaming them; gives their ids. */
  writePosts(username: string, texts: readonly string[]): Promise<string[]>;
  /** Works out what the streams open now would be sent for those posts as new ones. */
  prepareStream(ids: readonly string[]): Promise<void>;
  /** Sends what was prepared, `perSecond` posts a second; resolves after the last. */
  sendPrepared(perSecond: number): Promise<void>;
}

export function sandboxBench(state: ServerState): SandboxBench {
  let prepared: RecordedSend[][] = [];
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
    async prepareStream(ids) {
      const events = ids.map((statusId) => ({ type: 'update', statusId }) as const);
      if (!state.recordStreams) throw new Error('Streaming is not running');
      prepared = await state.recordStreams(events);
    },
    async sendPrepared(perSecond) {
      const frames = prepared;
      prepared = [];
      const started = Date.now();
      for (const [i, sends] of frames.entries()) {
        const wait = started + (i * 1_000) / perSecond - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        for (const { socket, data } of sends) {
          if (socket.readyState === socket.OPEN) socket.send(data);
        }
      }
    },
  };
}
