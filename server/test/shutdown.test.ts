import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';

/** `tsx server/main.ts` as one process (no wrapper between it and the signal). */
function startMain(dataDir: string): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.on('exit', (code) => {
      reject(new Error(`exited with ${String(code)} before listening`));
    });
  });
  return { child, url };
}

describe('stopping the sandbox', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('ends promptly on SIGTERM even with a request still busy', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kmyblue-shutdown-test-'));
    const { child, url } = startMain(dataDir);
    const base = new URL(await url);
    // A body announced and never finished keeps its request open for as long as it likes.
    const busy = request({
      host: base.hostname,
      port: base.port,
      method: 'POST',
      path: '/api/v1/apps',
      headers: { 'content-type': 'application/json', 'content-length': '1000' },
    });
    busy.on('error', () => undefined);
    busy.write('{"client_name":');
    await new Promise((resolve) => setTimeout(resolve, 200));

    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const started = performance.now();
    child.kill('SIGTERM');
    await exited;
    busy.destroy();
    expect(performance.now() - started).toBeLessThan(6_000);
  }, 60_000);
});
