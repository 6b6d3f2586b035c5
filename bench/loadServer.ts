/**
 * The sandbox for `bench/load.ts`, in a process of its own so the measuring clients do not
 * share its event loop: a fresh data directory, 200 readers following demo, and tokens. Sends
 * `LoadSandbox` to the parent once ready; closes and deletes its data when told to.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../server/app';
import { accountIdOf, createLocalAccounts } from '../server/services/accountCreation';
import { createApp, OOB_REDIRECT_URI } from '../server/services/apps';
import { follow } from '../server/services/follows';
import { issueToken } from '../server/services/oauth';
import { READERS, type LoadSandbox } from './loadSandbox';

/**
 * Requests per token or address per rate-limit window here. The bench's one address stands for
 * many clients (the cheap request alone runs back to back for 20 s, thousands of calls), so the
 * sandbox's everyday limit would answer 429 and stop it; this sandbox lives only for the bench.
 */
const BENCH_RATE_LIMIT = 1_000_000;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kmyblue-load-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    quiet: true,
    rateLimitPerWindow: BENCH_RATE_LIMIT,
  });
  const { db } = server;
  const app = await createApp(db, {
    name: 'load',
    website: null,
    redirectUris: [OOB_REDIRECT_URI],
    scopes: ['read', 'write', 'follow'],
  });
  const tokenOf = async (accountId: string) =>
    (await issueToken(db, app.id, accountId, 'read write follow')).access_token;
  const demoId = (await accountIdOf(db, 'demo'))!;
  const aliceId = (await accountIdOf(db, 'alice'))!;
  const names = Array.from({ length: READERS }, (_, i) => `load_reader_${String(i)}`);
  const readerIds = await createLocalAccounts(db, names, 'password');
  const readers: string[] = [];
  for (const id of readerIds.values()) {
    await follow(db, null, id, demoId);
    readers.push(await tokenOf(id));
  }
  const demo: string[] = [];
  for (let i = 0; i < 12; i++) demo.push(await tokenOf(demoId));
  const ready: LoadSandbox = { url: server.url, demo, readers, alice: await tokenOf(aliceId) };
  process.send?.(ready);
  process.on('message', (message) => {
    if (message !== 'close') return;
    void server
      .close()
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .then(() => process.exit(0));
  });
}

await main();
