/** GET /api/oembed?url=: an embeddable card for a public post of this server (oEmbed 1.0). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../content/html';
import { notFound } from '../http/errors';
import { hostOf, originOf } from '../http/origin';
import { asParams, optString } from '../http/params';
import { localDomainsOf } from '../services/antennaMatching';
import { resolveTarget } from '../services/searchQuery';
import { canView } from '../services/visibility';
import type { ServerState } from '../state';
import { statusJSON, withState } from './helpers';

/** Mastodon's embed width and how long a consumer may keep the answer, in seconds. */
const EMBED_WIDTH = 400;
const CACHE_AGE_S = 86_400;

async function oembed(state: ServerState, request: FastifyRequest) {
  const url = optString(asParams(request.query), 'url') ?? '';
  const target = resolveTarget(url, localDomainsOf(hostOf(request)));
  // Only what anyone may read is embeddable, whoever asks.
  if (target?.kind !== 'status' || !(await canView(state.db, target.id, null))) throw notFound();
  const status = await statusJSON(state, request, target.id);
  const author = status.account;
  const statusUrl = status.url ?? status.uri;
  const html =
    `<blockquote class="mastodon-embed" data-embed-url="${escapeHtml(`${statusUrl}/embed`)}">` +
    status.content +
    `<p>— ${escapeHtml(author.display_name || author.username)} (@${escapeHtml(author.acct)}) ` +
    `<a href="${escapeHtml(statusUrl)}" target="_blank">${escapeHtml(status.created_at)}</a></p>` +
    '</blockquote>';
  return {
    type: 'rich',
    version: '1.0',
    title: `New status by ${author.acct}`,
    author_name: author.display_name || author.username,
    author_url: author.url,
    provider_name: hostOf(request),
    provider_url: `${originOf(request)}/`,
    cache_age: CACHE_AGE_S,
    html,
    width: EMBED_WIDTH,
    height: null,
  };
}

export function registerOEmbed(app: FastifyInstance, state: ServerState): void {
  app.get('/api/oembed', withState(state)(oembed));
}
