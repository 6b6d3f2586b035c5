/**
 * The sandbox behind a TLS-terminating reverse proxy (as a real deployment runs it): the proxy
 * here is node:https with a self-signed certificate that openssl makes for the test, forwarding
 * HTTP and WebSocket upgrades with X-Forwarded-Proto: https.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';
import { makePng } from './png';

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A throwaway certificate for localhost and 127.0.0.1, valid for a day. */
async function makeCertificate(dir: string): Promise<{ key: Buffer; cert: Buffer }> {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key: await readFile(keyFile), cert: await readFile(certFile) };
}

/** Forwards every request and upgrade to the upstream port, saying the client used https. */
function startProxy(tls: { key: Buffer; cert: Buffer }, upstreamPort: number): https.Server {
  const forwarded = (request: http.IncomingMessage) => ({
    ...request.headers,
    'x-forwarded-proto': 'https',
    'x-forwarded-host': request.headers.host ?? '',
    'x-forwarded-for': request.socket.remoteAddress ?? '',
  });
  const proxy = https.createServer(tls, (request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: request.method,
        path: request.url,
        headers: forwarded(request),
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  proxy.on('upgrade', (request, socket, head) => {
    const upstream = net.connect(upstreamPort, '127.0.0.1', () => {
      const headers = Object.entries(forwarded(request))
        .map(([name, value]) => `${name}: ${String(value)}`)
        .join('\r\n');
      upstream.write(
        `${request.method ?? 'GET'} ${request.url ?? '/'} HTTP/1.1\r\n${headers}\r\n\r\n`,
      );
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return proxy;
}

describe.skipIf(!hasOpenssl())('behind a TLS proxy (needs openssl to make a certificate)', () => {
  let server: TestServer;
  let proxy: https.Server | undefined;
  let dir: string;
  let ca: Buffer;
  let publicUrl: string;
  let demo: string;

  /** GET through the proxy, trusting the test's certificate. */
  const get = (url: string, token?: string) =>
    new Promise<{ status: number; type: string; body: Buffer }>((resolve, reject) => {
      const headers = token ? { authorization: `Bearer ${token}` } : {};
      https
        .get(url, { ca, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              type: String(response.headers['content-type']),
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    });
  const getJSON = async (path: string, token?: string) =>
    JSON.parse((await get(`${publicUrl}${path}`, token)).body.toString()) as unknown;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sandbox-tls-'));
    const tls = await makeCertificate(dir);
    ca = tls.cert;
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    const started = startProxy(tls, Number(new URL(server.url).port));
    proxy = started;
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
    publicUrl = `https://localhost:${(started.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    proxy?.closeAllConnections();
    await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
    await (server as TestServer | undefined)?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('announces a wss:// streaming URL', async () => {
    const host = new URL(publicUrl).host;
    const v2 = obj(await getJSON('/api/v2/instance'));
    expect(v2.domain).toBe(host);
    expect(obj(obj(v2.configuration).urls).streaming).toBe(`wss://${host}`);
    const v1 = obj(await getJSON('/api/v1/instance'));
    expect(obj(v1.urls).streaming_api).toBe(`wss://${host}`);
  });

  it('writes https:// media URLs that load through the proxy', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(makePng(8, 8, () => [10, 20, 30]))], { type: 'image/png' }),
      'p.png',
    );
    const uploaded = await fetch(`${server.url}/api/v2/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demo}` },
      body: form,
    });
    const mediaId = String(obj(await uploaded.json()).id);
    const posted = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'Through TLS', media_ids: [mediaId] },
    });
    const status = obj(await getJSON(`/api/v1/statuses/${String(obj(posted.body).id)}`, demo));
    expect(status.url).toMatch(new RegExp(`^${publicUrl}/@demo/`));
    const [media] = list(status.media_attachments);
    const mediaUrl = String(media!.url);
    expect(mediaUrl.startsWith(`${publicUrl}/system/`)).toBe(true);
    const picture = await get(mediaUrl);
    expect(picture.status).toBe(200);
    expect(picture.type).toContain('image/');
  });

  it('streams through the proxy at the announced URL', async () => {
    const v2 = obj(await getJSON('/api/v2/instance'));
    const streaming = String(obj(obj(v2.configuration).urls).streaming);
    const socket = new WebSocket(`${streaming}/api/v1/streaming?stream=public:local`, {
      ca,
      headers: { authorization: `Bearer ${demo}` },
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
      const arrived = new Promise<Record<string, unknown>>((resolve) => {
        socket.on('message', (data: Buffer) => {
          const message = obj(JSON.parse(data.toString()));
          if (message.event === 'update') resolve(obj(JSON.parse(String(message.payload))));
        });
      });
      await api(server.url, '/api/v1/statuses', {
        token: demo,
        body: { status: 'Streamed over TLS', visibility: 'public' },
      });
      const status = await arrived;
      expect(status.content).toContain('Streamed over TLS');
      expect(String(status.uri)).toMatch(new RegExp(`^${publicUrl}/users/demo/`));
    } finally {
      socket.close();
    }
  });
});
