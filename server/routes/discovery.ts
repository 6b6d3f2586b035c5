/**
 * What other software reads before it speaks the API: host-meta, WebFinger, NodeInfo, the OAuth
 * server metadata (RFC 8414, as Mastodon 4.3 serves it) and the health check. Unknown paths in
 * these namespaces answer a 404 of their own kind, never the web client.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  INSTANCE_DESCRIPTION,
  INSTANCE_TITLE,
  INSTANCE_VERSION,
  MASTODON_VERSION,
  OAUTH_SCOPES,
} from '../config';
import { escapeHtml } from '../content/html';
import { ApiError } from '../http/errors';
import { hostOf, originOf } from '../http/origin';
import { asParams, optString } from '../http/params';
import { accountUri, accountUrl } from '../serializers/accounts';
import { findAccountIdByUsername, accountRowsByIds } from '../services/accountRows';
import { localDomainsOf } from '../services/antennaMatching';
import { nodeinfoUsage } from '../services/instance';
import { resolveTarget } from '../services/searchQuery';
import type { ServerState } from '../state';
import { withState } from './helpers';

const NODEINFO_20 = 'http://nodeinfo.diaspora.software/ns/schema/2.0';

async function hostMeta(_state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const template = escapeHtml(`${originOf(request)}/.well-known/webfinger?resource={uri}`);
  return reply
    .type('application/xrd+xml; charset=utf-8')
    .send(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<XRD xmlns="http://docs.oasis-open.org/ns/xri/xrd-1.0">\n' +
        `  <Link rel="lrdd" template="${template}"/>\n` +
        '</XRD>\n',
    );
}

/** The username a resource names on this server: acct:user@host, user@host or a profile URL. */
function usernameOf(resource: string, host: string): string | null {
  const target = resolveTarget(resource.replace(/^acct:/i, ''), localDomainsOf(host));
  return target?.kind === 'account' ? target.username : null;
}

async function webfinger(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const resource = optString(asParams(request.query), 'resource');
  if (!resource) throw new ApiError(400, 'Bad Request');
  const origin = originOf(request);
  const host = hostOf(request);
  const username = usernameOf(resource, host);
  const id = username ? await findAccountIdByUsername(state.db, username) : null;
  const row = id ? (await accountRowsByIds(state.db, [id])).get(id) : undefined;
  if (!row) throw new ApiError(404, 'Record not found');
  const profile = accountUrl(origin, row.username);
  const self = accountUri(origin, row.username);
  return reply.type('application/jrd+json; charset=utf-8').send({
    subject: `acct:${row.username}@${host}`,
    aliases: [profile, self],
    links: [
      { rel: 'http://webfinger.net/rel/profile-page', type: 'text/html', href: profile },
      { rel: 'self', type: 'application/activity+json', href: self },
      {
        rel: 'http://ostatus.org/schema/1.0/subscribe',
        template: `${origin}/authorize_interaction?uri={uri}`,
      },
    ],
  });
}

async function nodeinfoLinks(_state: ServerState, request: FastifyRequest) {
  return { links: [{ rel: NODEINFO_20, href: `${originOf(request)}/nodeinfo/2.0` }] };
}

async function nodeinfo(state: ServerState, _request: FastifyRequest, reply: FastifyReply) {
  const usage = await nodeinfoUsage(state.db);
  const kmyblue = state.flavour === 'kmyblue';
  return reply.type(`application/json; profile="${NODEINFO_20}#"`).send({
    version: '2.0',
    software: kmyblue
      ? { name: 'kmyblue', version: INSTANCE_VERSION }
      : { name: 'mastodon', version: MASTODON_VERSION },
    protocols: ['activitypub'],
    services: { outbound: [], inbound: [] },
    usage: {
      users: {
        total: usage.total,
        activeMonth: usage.activeMonth,
        activeHalfyear: usage.activeHalfyear,
      },
      localPosts: usage.localPosts,
    },
    openRegistrations: false,
    // Clients that know only Mastodon (megalodon among them) recognise a fork by its upstream.
    metadata: {
      nodeName: INSTANCE_TITLE,
      nodeDescription: INSTANCE_DESCRIPTION,
      ...(kmyblue ? { upstream: { name: 'Mastodon', version: MASTODON_VERSION } } : {}),
    },
  });
}

async function oauthMetadata(_state: ServerState, request: FastifyRequest) {
  const origin = originOf(request);
  return {
    issuer: `${origin}/`,
    service_documentation: 'https://docs.joinmastodon.org/',
    authorization_endpoint: `${origin}/oauth/authorize`,
    token_endpoint: `${origin}/oauth/token`,
    app_registration_endpoint: `${origin}/api/v1/apps`,
    revocation_endpoint: `${origin}/oauth/revoke`,
    scopes_supported: OAUTH_SCOPES,
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment', 'form_post'],
    code_challenge_methods_supported: ['S256'],
    grant_types_supported: ['authorization_code', 'client_credentials'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
  };
}

async function health(_state: ServerState, _request: FastifyRequest, reply: FastifyReply) {
  return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send('OK');
}

export function registerDiscovery(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/.well-known/host-meta', on(hostMeta));
  app.get('/.well-known/webfinger', on(webfinger));
  app.get('/.well-known/nodeinfo', on(nodeinfoLinks));
  app.get('/nodeinfo/2.0', on(nodeinfo));
  app.get('/.well-known/oauth-authorization-server', on(oauthMetadata));
  app.get('/health', on(health));
}

/** Where the web client asks the authorize page to send the reader back. */
const CLIENT_OAUTH_CALLBACK = '/oauth/callback';

/** Namespaces that belong to the server: an unknown path there is a 404 of its kind. */
export function notFoundOfItsKind(path: string): { json: boolean } | null {
  if (path.startsWith('/api/')) return { json: true };
  // The web client's own sign-in return page (its redirect_uri) is the client, not a miss.
  if (path === CLIENT_OAUTH_CALLBACK) return null;
  if (/^\/(\.well-known|nodeinfo|oauth)(\/|$)/.test(path)) return { json: true };
  if (path === '/health' || path.startsWith('/system/')) return { json: false };
  return null;
}
