/**
 * The cold loads' yardstick: the client's own first screen as a static page. A signed-in load
 * keeps the root's markup as the first post is painted; a small server of the bench's own then
 * answers /home with that markup (in a template the page appends as it finishes parsing: no
 * other script) and the client's stylesheets, with the sandbox's other files passed through.
 * Timed exactly as the client's cold loads are (run.ts), it is what the same screen costs this
 * machine with no app code at all: the day's floor under the cold figures, and how much of a
 * cold load is the client's own work.
 */
import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import type { BenchSandbox as Sandbox } from './benchSandbox';
import { markHomeTop } from './homeTop';

/** Keeps #root's markup, the head's stylesheets and the root element's attributes as painted. */
const KEEP_FIRST_SCREEN = `
  (() => {
    const keep = () => {
      const root = document.getElementById('root');
      window.__firstScreen = {
        root: root ? root.innerHTML : '',
        styles: Array.from(document.head.querySelectorAll('link[rel="stylesheet"], style'))
          .map((element) => element.outerHTML).join(''),
        html: Array.from(document.documentElement.attributes).map((a) => [a.name, a.value]),
        body: Array.from(document.body.attributes).map((a) => [a.name, a.value]),
      };
    };
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[role="feed"] article')) return;
      observer.disconnect();
      requestAnimationFrame(keep);
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true }));
  })();
`;

interface FirstScreen {
  root: string;
  styles: string;
  html: [string, string][];
  body: [string, string][];
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const attributes = (list: [string, string][]) =>
  list.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');

/** The page: the kept markup goes in once the document is parsed, as the app's render would. */
function staticPage(screen: FirstScreen): string {
  // A template's content is inert: nothing in it loads or runs until it is appended.
  const markup = screen.root.replaceAll('</template', '<\\/template');
  return (
    `<!doctype html><html${attributes(screen.html)}><head><meta charset="utf-8">` +
    `<title>kmyblue</title>${screen.styles}</head><body${attributes(screen.body)}>` +
    `<div id="root"></div><template id="first-screen">${markup}</template>` +
    `<script>document.addEventListener('DOMContentLoaded', () => ` +
    `document.getElementById('root').append(document.getElementById('first-screen').content));` +
    `</script></body></html>`
  );
}

/** Loads home once, signed in, and keeps its first screen as painted. */
async function keepFirstScreen(
  browser: Browser,
  sandbox: Sandbox,
  storageState: BrowserContextOptions['storageState'],
): Promise<FirstScreen> {
  const context = await browser.newContext({
    storageState,
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(KEEP_FIRST_SCREEN);
    await markHomeTop(sandbox);
    await page.goto(`${sandbox.url}/home`);
    const kept = await page.waitForFunction(
      () => (window as unknown as { __firstScreen?: FirstScreen }).__firstScreen,
      undefined,
      { timeout: 60_000 },
    );
    return (await kept.jsonValue()) as FirstScreen;
  } finally {
    await context.close();
  }
}

export interface StaticFirstScreen {
  /** The static page's address (its /home). */
  url: string;
  close(): Promise<void>;
}

/** Serves the client's first screen, kept from a signed-in load, as a static /home. */
export async function serveStaticFirstScreen(
  browser: Browser,
  sandbox: Sandbox,
  storageState: BrowserContextOptions['storageState'],
): Promise<StaticFirstScreen> {
  const page = staticPage(await keepFirstScreen(browser, sandbox, storageState));
  const server: Server = createServer((request, reply) => {
    const path = request.url ?? '/';
    if (path === '/home') {
      reply.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      reply.end(page);
      return;
    }
    // Stylesheets, fonts and images come from the sandbox as they would for the client.
    fetch(`${sandbox.url}${path}`).then(
      async (answer) => {
        reply.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/octet-stream',
        });
        reply.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => {
        reply.writeHead(502);
        reply.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address for the static page');
  return {
    url: `http://127.0.0.1:${String(address.port)}/home`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
