/** `tsx server/main.ts`: the sandbox on PORT (8080), serving the built client from dist/. */
import { resolve } from 'node:path';
import { startServer } from './app';
import { FLAVOURS, type Flavour } from './config';
import { trustedProxiesFromEnv } from './http/origin';
import { defaultDataDir, REPO_ROOT } from './paths';

const isFlavour = (value: string): value is Flavour =>
  (FLAVOURS as readonly string[]).includes(value);

const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${String(process.env.PORT)}"`);
  process.exit(1);
}

const flavour = process.env.SANDBOX_FLAVOUR ?? 'kmyblue';
if (!isFlavour(flavour)) {
  console.error(`SANDBOX_FLAVOUR must be one of ${FLAVOURS.join(', ')}, not "${flavour}"`);
  process.exit(1);
}

const server = await startServer({
  port,
  host: process.env.HOST ?? 'localhost',
  dataDir: defaultDataDir(),
  distDir: resolve(REPO_ROOT, 'dist'),
  flavour,
  demo: process.env.SANDBOX_DEMO === '1',
  testClock: process.env.SANDBOX_TEST_CLOCK === '1',
  trustedProxies: trustedProxiesFromEnv(process.env.TRUSTED_PROXIES),
});

/** How long a stop waits for requests in flight before it leaves without them. */
const STOP_DEADLINE_MS = 3_000;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    // A request stuck in a long computation must not keep the process alive: leave anyway.
    setTimeout(() => {
      console.error(`Stopped after ${STOP_DEADLINE_MS} ms with requests still open.`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
