import { hostOf } from '../http/origin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContextJSON } from '../../src/api/types';
import { requireToken, requireUser, viewerOf } from '../auth';
import { ApiError, notFound, USER_REQUIRED } from '../http/errors';
import { asParams, optBool } from '../http/params';
import { contextFor } from '../serializers/context';
import { serializeStatus, serializeStatuses } from '../serializers/statuses';
import { parseStatusCreateBody, parseStatusEditBody } from '../requests/statuses';
import { deleteStatus } from '../services/deletion';
import { postOnce } from '../services/idempotency';
import { editStatus } from '../services/statusEditing';
import { createStatus } from '../services/statuses';
import { pollInput, quotePolicy, statusInputOf } from '../services/statusInput';
import { detachMedia, ownStatusSource, referencedIds } from '../services/statusQueries';
import { ancestorIds, descendantIds } from '../services/threads';
import type { ServerState } from '../state';
import { scheduleFromRequest } from './scheduledStatuses';
import { idParam, statusesJSON, statusJSON, visibleStatus, withState } from './helpers';

function post(state: ServerState, request: FastifyRequest, accountId: string, appId: string) {
  const body = parseStatusCreateBody(request.body);
  return createStatus(
    state.db,
    state.hub,
    statusInputOf(body, { accountId, applicationId: appId, localHost: hostOf(request) }),
  );
}

async function createOneStatus(state: ServerState, request: FastifyRequest) {
  const auth = requireToken(request, 'write:statuses');
  if (!auth.accountId) throw new ApiError(422, USER_REQUIRED);
  const accountId = auth.accountId;
  const body = parseStatusCreateBody(request.body);
  if (body.scheduled_at)
    return scheduleFromRequest(
      state,
      request,
      { ...auth, accountId },
      { ...body, scheduled_at: body.scheduled_at },
    );
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' && header ? header.slice(0, 200) : null;
  const statusId = await postOnce(state.db, accountId, key, () =>
    post(state, request, accountId, auth.appId),
  );
  return statusJSON(state, request, statusId);
}

async function showStatus(state: ServerState, request: FastifyRequest) {
  return visibleStatus(state, request);
}

async function editOneStatus(state: ServerState, request: FastifyRequest) {
  const accountId = requireUser(request, 'write:statuses');
  const statusId = idParam(request);
  const body = parseStatusEditBody(request.body);
  await editStatus(state.db, state.hub, {
    statusId,
    accountId,
    text: body.status ?? '',
    spoilerText: body.spoiler_text,
    sensitive: body.sensitive,
    language: body.language || null,
    localHost: hostOf(request),
    mediaIds: body.media_ids,
    mediaAttributes: body.media_attributes ?? [],
    poll: pollInput(body),
    quotePolicy: quotePolicy(body),
  });
  return visibleStatus(state, request);
}

/** Answers with the deleted status and its text, for a re-draft. */
async function deleteOneStatus(state: ServerState, request: FastifyRequest) {
  const accountId = requireUser(request, 'write:statuses');
  const id = idParam(request);
  const row = await ownStatusSource(state.db, id, accountId);
  if (!row) throw notFound();
  const json = await serializeStatus(await contextFor(state.db, request), id);
  // Media stay, unattached, for a re-draft unless delete_media is asked for (as Mastodon).
  if (!optBool(asParams(request.query), 'delete_media')) await detachMedia(state.db, id);
  await deleteStatus(state.db, state.hub, id);
  return { ...json, text: row.text };
}

async function showSource(state: ServerState, request: FastifyRequest) {
  const accountId = requireUser(request, 'read:statuses');
  const id = idParam(request);
  const row = await ownStatusSource(state.db, id, accountId);
  if (!row) throw notFound();
  return { id, text: row.text, spoiler_text: row.spoiler_text };
}

async function referencesOf(state: ServerState, request: FastifyRequest, id: string) {
  return statusesJSON(state, request, await referencedIds(state.db, viewerOf(request), id));
}

async function showContext(state: ServerState, request: FastifyRequest) {
  const status = await visibleStatus(state, request);
  const viewer = viewerOf(request);
  const ancestors = await ancestorIds(state.db, viewer, status.id);
  const descendants = await descendantIds(state.db, viewer, status.id);
  const ctx = await contextFor(state.db, request);
  const json: ApiContextJSON = {
    ancestors: await serializeStatuses(ctx, ancestors),
    descendants: await serializeStatuses(ctx, descendants),
  };
  if (optBool(asParams(request.query), 'with_reference'))
    json.references = await referencesOf(state, request, status.id);
  return json;
}

async function showReferences(state: ServerState, request: FastifyRequest) {
  const status = await visibleStatus(state, request);
  return referencesOf(state, request, status.id);
}

export function registerStatuses(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.post('/api/v1/statuses', on(createOneStatus));
  app.get('/api/v1/statuses/:id', on(showStatus));
  app.put('/api/v1/statuses/:id', on(editOneStatus));
  app.delete('/api/v1/statuses/:id', on(deleteOneStatus));
  app.get('/api/v1/statuses/:id/source', on(showSource));
  app.get('/api/v1/statuses/:id/context', on(showContext));
  app.get('/api/v1/statuses/:id/references', on(showReferences));
}
