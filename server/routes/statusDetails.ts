/** Around one status: edit history, translation, and who referred to it or was mentioned. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiStatusJSON } from '../../src/api/types';
import { viewerOf } from '../auth';
import { textToHtml } from '../content/html';
import { TRANSLATION_PROVIDER, translateText } from '../content/translate';
import {
  ACCOUNTS_DEFAULT_LIMIT,
  ACCOUNTS_MAX_LIMIT,
  TIMELINE_DEFAULT_LIMIT,
  TIMELINE_MAX_LIMIT,
} from '../config';
import { notFound, validationFailed } from '../http/errors';
import { linkRows, pageFrom } from '../http/pagination';
import { asParams } from '../http/params';
import { parseTranslateBody } from '../requests/misc';
import { contextFor } from '../serializers/context';
import { emojisIn } from '../serializers/emojis';
import { actorPage } from '../services/listings';
import { referringIds, statusEdits, statusSource } from '../services/statusQueries';
import type { ServerState } from '../state';
import { accountsJSON, statusPage, visibleStatus, withState } from './helpers';

function versionOf(
  status: ApiStatusJSON,
  content: string,
  spoiler: string,
  sensitive: boolean,
  at: string,
) {
  return {
    content,
    spoiler_text: spoiler,
    sensitive,
    created_at: at,
    account: status.account,
    poll: null,
    media_attachments: status.media_attachments,
    emojis: status.emojis,
  };
}

/** Every version, oldest first; a status never edited has just its current one. */
async function statusHistory(state: ServerState, request: FastifyRequest) {
  const status = await visibleStatus(state, request);
  const ctx = await contextFor(state.db, request);
  const edits = await statusEdits(state.db, status.id);
  if (!edits.length) {
    const at = status.edited_at ?? status.created_at;
    return [versionOf(status, status.content, status.spoiler_text, status.sensitive, at)];
  }
  return edits.map((e) =>
    versionOf(
      status,
      textToHtml(e.text, { origin: ctx.origin, markdown: e.markdown }),
      e.spoiler_text,
      e.sensitive,
      e.created_at.toISOString(),
    ),
  );
}

async function translateStatus(state: ServerState, request: FastifyRequest) {
  const status = await visibleStatus(state, request);
  const row = await statusSource(state.db, status.id);
  if (!row) throw notFound();
  const from = status.language ?? 'und';
  const to = parseTranslateBody(request.body).lang ?? 'en';
  if (from === to) throw validationFailed('This post is already in the target language');
  const ctx = await contextFor(state.db, request);
  const text = translateText(row.text, from);
  return {
    content: textToHtml(text, { origin: ctx.origin, markdown: row.markdown }),
    spoiler_text: translateText(row.spoiler_text, from),
    detected_source_language: from,
    provider: TRANSLATION_PROVIDER,
    media_attachments: [],
    poll: null,
    emojis: emojisIn(ctx, text),
  };
}

/** The posts that refer to this one (kmyblue status references), newest first. */
async function referredBy(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const status = await visibleStatus(state, request);
  const page = pageFrom(asParams(request.query), TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT);
  const ids = await referringIds(state.db, viewerOf(request), status.id, page);
  return statusPage(state, request, reply, ids, ids.length === page.limit);
}

async function mentionedBy(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const status = await visibleStatus(state, request);
  const page = pageFrom(asParams(request.query), ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT);
  const found = await actorPage(state.db, status.id, 'mentioned_by', page);
  linkRows(request, reply, found, page.limit);
  return accountsJSON(
    state,
    request,
    found.map((f) => f.account_id),
  );
}

export function registerStatusDetails(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/statuses/:id/history', on(statusHistory));
  app.post('/api/v1/statuses/:id/translate', on(translateStatus));
  app.get('/api/v1/statuses/:id/referred_by', on(referredBy));
  app.get('/api/v1/statuses/:id/mentioned_by', on(mentionedBy));
}
