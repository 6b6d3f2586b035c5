import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { parseByteRange } from '../http/byteRange';
import { RECORD_NOT_FOUND } from '../http/errors';
import { asParams, optString } from '../http/params';
import { readSystemFile } from '../media/files';
import type { ServerState } from '../state';
import { notFoundOfItsKind } from './discovery';

/**
 * The service worker must always be checked for a new build, and the manifest has its own type
 * (browsers read it whatever the type, validators do not).
 */
function appShellHeaders(reply: FastifyReply, path: string) {
  if (path.endsWith('/sw.js')) reply.header('Cache-Control', 'no-cache');
  if (path.endsWith('.webmanifest'))
    reply.header('Content-Type', 'application/manifest+json; charset=utf-8');
}

/** /system/... media, the built client from dist/, and the client's history fallback. */
export async function registerFiles(
  app: FastifyInstance,
  state: ServerState,
  distDir: string | undefined,
): Promise<void> {
  app.get('/system/*', async (request, reply) => {
    const path = optString(asParams(request.params), '*') ?? '';
    const file = await readSystemFile(state.filesDir, decodeURIComponent(path));
    if (!file) return reply.code(404).type('text/plain').send('Not found');
    reply
      .type(file.contentType)
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Accept-Ranges', 'bytes');
    const size = file.body.length;
    const range = parseByteRange(request.headers.range, size);
    if (range === 'unsatisfiable')
      return reply.code(416).header('Content-Range', `bytes */${size}`).send();
    if (!range) return reply.send(file.body);
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
      .send(file.body.subarray(range.start, range.end + 1));
  });

  const root = distDir ? resolve(distDir) : null;
  const hasClient = root !== null && existsSync(resolve(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      serveDotFiles: false,
      setHeaders: appShellHeaders,
    });
  }

  // The static plugin answers a directory, `/` among them, with 403: the bare origin is the client too.
  if (hasClient) {
    app.get('/', (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const kind = notFoundOfItsKind(path);
    if (kind?.json) return reply.code(404).send({ error: RECORD_NOT_FOUND });
    if ((request.method !== 'GET' && request.method !== 'HEAD') || kind) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    if (!hasClient) {
      return reply
        .code(404)
        .type('text/plain')
        .send('The web client is not built. Run `npm run build`, then restart the sandbox.');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
