/**
 * The sandbox for `npm run bench`, in a process of its own so the page's server does not share
 * an event loop with the bench driving the browser and reading its trace: a fresh data
 * directory, the sandbox's bench hooks answered over IPC (benchSandbox.ts is the other side).
 */
import { startSandbox } from '../e2e/harness';
import type { BenchReply, BenchRequest } from './benchSandbox';

async function main(): Promise<void> {
  const server = await startSandbox();
  const reply = (message: BenchReply) => process.send?.(message);
  reply({ type: 'ready', url: server.url });
  process.on('message', (message: BenchRequest) => {
    void (async () => {
      switch (message.type) {
        case 'writePosts':
          reply({
            type: 'done',
            seq: message.seq,
            ids: await server.bench.writePosts(message.username, message.texts),
          });
          break;
        case 'prepareStream':
          await server.bench.prepareStream(message.ids);
          reply({ type: 'done', seq: message.seq, ids: [] });
          break;
        case 'sendPrepared':
          await server.bench.sendPrepared(message.perSecond);
          reply({ type: 'done', seq: message.seq, ids: [] });
          break;
        case 'close':
          await server.close();
          process.exit(0);
      }
    })();
  });
}

await main();
