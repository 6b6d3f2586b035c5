/**
 * Load figures for the sandbox server, on a fresh sandbox in its own process (loadServer.ts):
 * requests per second and p99 latency of home timeline reads and of posting at 10 and 50
 * connections (posting also with 200 user streams open); delivery latency of 50 posts at a
 * steady rate to 200 readers' user streams; and interference: the p99 of a cheap request
 * (GET /api/v1/instance) alone and while a heavy one runs over and over (home through 100
 * filters of 10 keywords each, a full-length post with mentions, tags and a poll). Prints one
 * line per figure and writes bench/load-results.json.
 *
 * The sandbox's rate limit (3000 requests per token or address per 5 minutes) would stop the
 * cheap request's loops, which come from one address and make thousands of calls: the load
 * sandbox raises its own limit (loadServer.ts) rather than the bench posing as many clients,
 * since spreading over tokens would make the cheap request look a token up (a query it does
 * not need) and the sandbox everyone else runs keeps its limit.
 */
import { fork } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { READERS, type LoadSandbox } from './loadSandbox';
import { percentile, sleep, timeLoop } from './loadStats';
import { measureDelivery, openReaders } from './loadStreams';

const SECONDS = 5;

function startLoadSandbox(): Promise<{ sandbox: LoadSandbox; stop: () => Promise<void> }> {
  const child = fork(new URL('./loadServer.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`load sandbox exited (${String(code)})`)));
    child.once('message', (message) => {
      const stop = () =>
        new Promise<void>((done) => {
          child.removeAllListeners('exit');
          child.once('exit', () => done());
          child.send('close');
        });
      resolve({ sandbox: message as LoadSandbox, stop });
    });
  });
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function call(url: string, token: string | null, path: string, body?: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? auth(token) : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path}: ${String(response.status)} ${text}`);
  return text;
}

interface Throughput {
  connections: number;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

/**
 * Requests still in flight when a run ends are answered after it; the next run starts once a
 * request that reads the database (and so queues behind them on its one connection) comes
 * back. Not the instance answer: that is kept in memory and passes them.
 */
async function drained(url: string): Promise<void> {
  await call(url, null, '/api/v1/custom_emojis');
  await sleep(500);
}

async function throughput(
  url: string,
  token: string,
  connections: number,
  request: { path: string; body?: unknown },
  seconds = SECONDS,
): Promise<Throughput> {
  await drained(url);
  const result = await autocannon({
    url: `${url}${request.path}`,
    connections,
    duration: seconds,
    method: request.body === undefined ? 'GET' : 'POST',
    headers: { ...auth(token), 'content-type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}

/** A post as long as the server allows, with mentions, hashtags and a poll. */
const BIG_POST = {
  status: `${['@alice', '@bob', '@carol', '@erin', '@frank'].join(' ')} ${Array.from(
    { length: 12 },
    (_, i) => `#loadtag${String(i)}`,
  ).join(' ')} ${'A long post to see how much one costs the others. '.repeat(6)}`.slice(0, 500),
  poll: { options: ['one', 'two', 'three', 'four'], expires_in: 3600 },
};

/** 100 filters of 10 keywords each, for a home read that matches every post against them. */
async function makeFilters(url: string, token: string): Promise<void> {
  for (let f = 0; f < 100; f++) {
    await call(url, token, '/api/v2/filters', {
      title: `Load ${String(f)}`,
      context: ['home'],
      filter_action: 'warn',
      keywords_attributes: Array.from({ length: 10 }, (_, k) => ({
        keyword: `word${String(f)}x${String(k)}`,
        whole_word: k % 2 === 0,
      })),
    });
  }
}

interface Interference {
  heavy: string;
  idleP99Ms: number;
  loadedP99Ms: number;
  addedMs: number;
  heavyP50Ms: number;
}

/** The cheap request's p99 alone and while `heavy` runs back to back, both for SECONDS. */
async function interference(
  url: string,
  name: string,
  heavy: () => Promise<unknown>,
): Promise<Interference> {
  const cheap = () => call(url, null, '/api/v1/instance');
  await drained(url);
  const idle = await timeLoop(cheap, sleep(SECONDS * 1000));
  const window = sleep(SECONDS * 1000);
  const [loaded, heavyTimes] = await Promise.all([
    timeLoop(cheap, window),
    timeLoop(heavy, window),
  ]);
  const idleP99Ms = percentile(idle, 99);
  const loadedP99Ms = percentile(loaded, 99);
  return {
    heavy: name,
    idleP99Ms,
    loadedP99Ms,
    addedMs: Math.round((loadedP99Ms - idleP99Ms) * 10) / 10,
    heavyP50Ms: percentile(heavyTimes, 50),
  };
}

async function main(): Promise<void> {
  // The machine's load average, beside the figures: they mean little on a busy machine.
  const loadBefore = loadavg();
  const { sandbox, stop } = await startLoadSandbox();
  const { url } = sandbox;
  const tokens = [...sandbox.demo];
  const next = () => tokens.shift()!;
  const print = (line: string) => console.log(line);
  try {
    // Warms the server's code paths up; not reported.
    await throughput(url, next(), 10, { path: '/api/v1/timelines/home' }, 2);
    const home: Throughput[] = [];
    const posts: Throughput[] = [];
    for (const connections of [10, 50]) {
      home.push(await throughput(url, next(), connections, { path: '/api/v1/timelines/home' }));
      const row = home.at(-1)!;
      print(
        `home ${String(connections)} conn: ${String(row.requestsPerSecond)} req/s, p99 ${String(row.p99Ms)} ms`,
      );
    }
    const postBody = { path: '/api/v1/statuses', body: { status: 'Load test post' } };
    for (const connections of [10, 50]) {
      posts.push(await throughput(url, next(), connections, postBody));
      const row = posts.at(-1)!;
      print(
        `post ${String(connections)} conn: ${String(row.requestsPerSecond)} req/s, p99 ${String(row.p99Ms)} ms`,
      );
    }

    const readers = await openReaders(url, sandbox.readers, (payload) => {
      const match = /Delivery \d+/.exec(payload);
      return match ? match[0] : null;
    });
    const postsWithStreams = await throughput(url, next(), 10, postBody);
    print(
      `post 10 conn, ${String(READERS)} streams open: ${String(postsWithStreams.requestsPerSecond)} req/s, p99 ${String(postsWithStreams.p99Ms)} ms`,
    );
    // Let the fan-out of those posts drain before timing deliveries.
    await readers.waitForQuiet(2000);
    await drained(url);
    const poster = next();
    const delivery = await measureDelivery(
      readers,
      READERS,
      async (text) => {
        await call(url, poster, '/api/v1/statuses', { status: text });
      },
      { posts: 50, ratePerSecond: 5, prefix: 'Delivery' },
    );
    readers.close();
    print(
      `delivery to ${String(READERS)} user streams, ${String(delivery.posts)} posts at ${String(delivery.ratePerSecond)}/s: p50 ${String(delivery.p50Ms)} ms, p99 ${String(delivery.p99Ms)} ms, missing ${String(delivery.missing)}`,
    );

    await makeFilters(url, sandbox.alice);
    const bigPoster = next();
    const interferences = [
      await interference(url, 'home with 100 filters (1000 keywords), limit 40', () =>
        call(url, sandbox.alice, '/api/v1/timelines/home?limit=40'),
      ),
      await interference(url, 'a 500-character post with 5 mentions, 12 tags and a poll', () =>
        call(url, bigPoster, '/api/v1/statuses', BIG_POST),
      ),
    ];
    for (const row of interferences)
      print(
        `GET /api/v1/instance p99: idle ${String(row.idleP99Ms)} ms, during ${row.heavy} ${String(row.loadedP99Ms)} ms (+${String(row.addedMs)} ms; the heavy request p50 ${String(row.heavyP50Ms)} ms)`,
      );

    const results = {
      measuredAt: new Date().toISOString(),
      loadAverage: { before: loadBefore, after: loadavg() },
      secondsPerRun: SECONDS,
      home,
      posts,
      postsWithStreams: { streams: READERS, ...postsWithStreams },
      delivery,
      interference: interferences,
    };
    await writeFile(
      new URL('./load-results.json', import.meta.url),
      `${JSON.stringify(results, null, 2)}\n`,
    );
  } finally {
    await stop();
  }
}

await main();
