/**
 * The bench's sandbox, started in a process of its own (benchServer.ts): its address and its
 * bench hooks, as the browser specs' sandbox offers them (e2e/harness.ts).
 */
import { fork } from 'node:child_process';
import type { Sandbox } from '../e2e/harness';

export type BenchRequest =
  | { type: 'writePosts'; seq: number; username: string; texts: readonly string[] }
  | { type: 'prepareStream'; seq: number; ids: readonly string[] }
  | { type: 'sendPrepared'; seq: number; perSecond: number }
  | { type: 'close' };

export type BenchReply =
  { type: 'ready'; url: string } | { type: 'done'; seq: number; ids: string[] };

export type BenchSandbox = Pick<Sandbox, 'url' | 'bench' | 'close'>;

export function startBenchSandbox(): Promise<BenchSandbox> {
  const child = fork(new URL('./benchServer.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  let seq = 0;
  const waiting = new Map<number, (ids: string[]) => void>();
  const ask = (
    request:
      | { type: 'writePosts'; username: string; texts: readonly string[] }
      | { type: 'prepareStream'; ids: readonly string[] }
      | { type: 'sendPrepared'; perSecond: number },
  ) =>
    new Promise<string[]>((resolve) => {
      seq += 1;
      waiting.set(seq, resolve);
      child.send({ ...request, seq });
    });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench sandbox exited (${String(code)})`)));
    child.on('message', (message: BenchReply) => {
      if (message.type === 'done') {
        waiting.get(message.seq)?.(message.ids);
        waiting.delete(message.seq);
        return;
      }
      resolve({
        url: message.url,
        bench: {
          writePosts: (username, texts) => ask({ type: 'writePosts', username, texts }),
          prepareStream: async (ids) => {
            await ask({ type: 'prepareStream', ids });
          },
          sendPrepared: async (perSecond) => {
            await ask({ type: 'sendPrepared', perSecond });
          },
        },
        close: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.send({ type: 'close' } satisfies BenchRequest);
          }),
      });
    });
  });
}
