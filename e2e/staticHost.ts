import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

export interface StaticHost {
  url: string;
  close(): Promise<void>;
}

/**
 * dist/ served the way README's deploy section says: plain files, every unknown path
 * answered with index.html. Nothing else: no API, no proxy.
 */
export async function hostDist(host = 'localhost', dir = 'dist'): Promise<StaticHost> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      const file = join(dir, path);
      try {
        if (!file.startsWith(normalize(dir)) || path.endsWith('/')) throw new Error('not a file');
        const body = await readFile(file);
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        });
        response.end(body);
      } catch {
        response.writeHead(200, { 'content-type': TYPES['.html'] });
        response.end(await readFile(join(dir, 'index.html')));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
