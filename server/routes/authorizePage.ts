/** The self-contained HTML of the sign-in and authorization pages (no external assets). */
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../content/html';
import { DEMO_USERNAME, SEED_PASSWORD } from '../config';
import { denyFraming, policy } from '../http/securityHeaders';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:#191b22;color:#d9e1e8}
main{width:100%;max-width:420px;padding:32px;margin:16px;background:#282c37;border-radius:8px}
h1{margin:0 0 8px;font-size:24px;color:#fff}
p{margin:0 0 16px;color:#9baec8}
strong{color:#fff}
ul{margin:0 0 20px;padding-left:20px;color:#9baec8}
label{display:block;margin:0 0 4px;font-weight:600;color:#d9e1e8}
input{display:block;width:100%;padding:10px;margin:0 0 16px;border:1px solid #393f4f;border-radius:4px;
  background:#131419;color:#fff;font:inherit}
input:focus{outline:2px solid #8c8dff;outline-offset:1px}
.actions{display:flex;gap:12px}
button{flex:1;padding:10px 16px;border:0;border-radius:4px;font:inherit;font-weight:600;cursor:pointer}
button[value=approve]{background:#6364ff;color:#fff}
button[value=deny]{background:transparent;color:#d9e1e8;border:1px solid #606984}
button:focus-visible{outline:2px solid #fff;outline-offset:2px}
.error{padding:10px;margin:0 0 16px;border-radius:4px;background:#df405a;color:#fff}
code{display:block;padding:12px;margin:0 0 16px;background:#131419;border-radius:4px;word-break:break-all;color:#fff}
`;

/** The page's one inline style, allowed by its hash and nothing else. */
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The OAuth pages run no script and may not be framed (the form signs a person in). The form
 * posts to this server, which then redirects to the app: browsers hold that redirect to
 * form-action too, so the app's redirect origin (or scheme, for a native app) is allowed.
 */
export function oauthPageHeaders(reply: FastifyReply, redirectUri?: string): FastifyReply {
  const targets = ["'self'"];
  const target = redirectUri ? formTarget(redirectUri) : null;
  if (target) targets.push(target);
  denyFraming(reply);
  return reply
    .header(
      'Content-Security-Policy',
      policy({
        'default-src': ["'none'"],
        'style-src': [STYLE_HASH],
        'img-src': ["'self'"],
        'form-action': targets,
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
      }),
    )
    .header('Referrer-Policy', 'no-referrer')
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8');
}

/** A CSP source for a redirect URI: its origin for http(s), its scheme otherwise. */
function formTarget(redirectUri: string): string | null {
  try {
    const url = new URL(redirectUri);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    return /^[a-z][a-z0-9+.-]*:$/.test(url.protocol) ? url.protocol : null;
  } catch {
    return null;
  }
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export interface AuthorizeView {
  appName: string;
  scopes: string[];
  /** The OAuth parameters carried through the form as hidden fields. */
  hidden: Record<string, string>;
  username?: string;
  error?: string;
  /** Demo mode: the form comes filled in with the demo user and the seeded password. */
  demo: boolean;
}

export function authorizePage(view: AuthorizeView): string {
  const hidden = Object.entries(view.hidden)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const scopes = view.scopes.map((scope) => `<li>${escapeHtml(scope)}</li>`).join('');
  const username = view.username ?? (view.demo ? DEMO_USERNAME : '');
  const password = view.demo && !view.error ? SEED_PASSWORD : '';
  return page(
    'Authorize',
    `<h1>Authorize</h1>
<p><strong>${escapeHtml(view.appName)}</strong> would like to use your account on this sandbox server.</p>
<p>It asks for these permissions:</p>
<ul>${scopes}</ul>
${view.error ? `<div class="error" role="alert">${escapeHtml(view.error)}</div>` : ''}
<form method="post" action="/oauth/authorize">
${hidden}
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" required value="${escapeHtml(username)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required value="${escapeHtml(password)}">
<div class="actions">
<button type="submit" name="decision" value="approve">Authorize</button>
<button type="submit" name="decision" value="deny" formnovalidate>Deny</button>
</div>
</form>`,
  );
}

export function errorPage(message: string): string {
  return page(
    'Authorization error',
    `<h1>An error has occurred</h1><p role="alert">${escapeHtml(message)}</p>`,
  );
}

export function codePage(code: string): string {
  return page(
    'Authorization code',
    `<h1>Authorization code</h1><p>Copy this code and paste it into the application.</p><code>${escapeHtml(code)}</code>`,
  );
}
