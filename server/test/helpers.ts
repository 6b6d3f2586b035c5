import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../app';
import type { Flavour } from '../config';
import type { Database } from '../db/database';
import type { SandboxBench } from '../sandboxBench';
import type { SandboxAnnouncements } from '../sandboxAnnouncements';

export interface TestServer {
  url: string;
  /** The server's own database, to check what was stored. */
  db: Database;
  announcements: SandboxAnnouncements;
  bench: SandboxBench;
  close(): Promise<void>;
}

/** A server on an ephemeral port with its own freshly seeded data directory. */
export async function startTestServer(
  options: {
    flavour?: Flavour;
    demo?: boolean;
    trustedProxies?: string[];
    testClock?: boolean;
  } = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kmyblue-server-test-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    quiet: true,
    ...options,
  });
  return {
    url: server.url,
    db: server.db,
    announcements: server.announcements,
    bench: server.bench,
    close: async () => {
      await server.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** JSON in, JSON out; any field of `body` is sent as JSON unless `form` is set. */
export async function api(
  base: string,
  path: string,
  options: {
    method?: string;
    token?: string;
    body?: unknown;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${base}${path}`, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (HTML pages, plain text): keep the text.
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** A request with a body exactly as given (a wrong type, a broken multipart, a FormData). */
export async function rawRequest(
  base: string,
  path: string,
  init: { method?: string; token?: string; type?: string; body: BodyInit },
): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.type) headers['content-type'] = init.type;
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.body,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: kept as text, for the assertion to show.
  }
  return { status: response.status, headers: response.headers, body };
}

/** The body as a record, for reading fields in tests. */
export function obj(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`not an object: ${JSON.stringify(value)}`);
  return value as Record<string, unknown>;
}

export function list(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) throw new Error(`not an array: ${JSON.stringify(value)}`);
  return value.map(obj);
}

export const REDIRECT_URI = 'http://client.test/oauth/callback';

export async function registerApp(base: string, scopes = 'read write follow push') {
  const response = await api(base, '/api/v1/apps', {
    body: {
      client_name: 'Test client',
      redirect_uris: REDIRECT_URI,
      scopes,
      website: 'http://client.test',
    },
  });
  const app = obj(response.body);
  return { clientId: String(app.client_id), clientSecret: String(app.client_secret) };
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** Signs in through the authorize form and exchanges the code (with PKCE), like a browser would. */
export async function tokenFor(
  base: string,
  username: string,
  scope = 'read write follow push',
  password = 'password',
): Promise<string> {
  return (await signInWithApp(base, username, scope, password)).token;
}

/** The token and the app it was issued to (whose credentials revoke it, as the client does). */
export async function signInWithApp(
  base: string,
  username: string,
  scope = 'read write follow push',
  password = 'password',
): Promise<{ token: string; app: { clientId: string; clientSecret: string } }> {
  const app = await registerApp(base);
  const { verifier, challenge } = pkcePair();
  const authorize = await api(base, '/oauth/authorize', {
    form: {
      client_id: app.clientId,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      username,
      password,
      decision: 'approve',
    },
  });
  const code = new URL(authorize.headers.get('location') ?? 'http://x/').searchParams.get('code');
  if (!code) throw new Error(`no code: ${authorize.status}`);
  const token = await api(base, '/oauth/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      client_id: app.clientId,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    },
  });
  return { token: String(obj(token.body).access_token), app };
}

/** Parses a Link header into {next, prev} URLs. */
export function links(headers: Headers): { next?: string; prev?: string } {
  const result: { next?: string; prev?: string } = {};
  for (const part of (headers.get('link') ?? '').split(',')) {
    const match = /<([^>]+)>;\s*rel="(next|prev)"/.exec(part.trim());
    if (match) result[match[2] as 'next' | 'prev'] = match[1];
  }
  return result;
}

/** Tokens and account ids of seeded accounts, by username. */
export async function signInAll(
  base: string,
  usernames: string[],
): Promise<{ tokens: Record<string, string>; ids: Record<string, string> }> {
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  for (const name of usernames) {
    tokens[name] = await tokenFor(base, name);
    const me = await api(base, '/api/v1/accounts/verify_credentials', { token: tokens[name] });
    ids[name] = String(obj(me.body).id);
  }
  return { tokens, ids };
}
