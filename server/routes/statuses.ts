import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContextJSON, ApiStatusJSON } from '../../src/api/types';
import { requireToken, requireUser, viewerOf } from '../auth';
import { IDEMPOTENCY_TTL_MS } from '../config';
import { one, rows } from '../db/database';
import { ApiError, notFound, USER_REQUIRED } from '../http/errors';
import { asParams, optBool, optString, stringList, type Params } from '../http/params';
import { contextFor } from '../serializers/context';
import { serializeStatus, serializeStatuses } from '../serializers/statuses';
import { silencedSql } from '../services/blocks';
import { deleteStatus } from '../services/deletion';
import { createStatus, editStatus } from '../services/statuses';
import { mediaAttributesFrom, pollFrom, quotePolicyFrom } from '../services/statusExtras';
import { canView, visibleSql } from '../services/visibility';
import type { ServerState } from '../state';
import { idParam } from './helpers';

function textOf(body: Params): string {
  return optString(body, 'status') ?? '';
}

export function registerStatuses(app: FastifyInstance, state: ServerState): void {
  const { db, hub } = state;
  /** Posts in flight per account and Idempotency-Key, so a quick retry waits for the first. */
  const inFlight = new Map<string, Promise<string>>();

  async function visibleStatus(request: FastifyRequest): Promise<ApiStatusJSON> {
    const id = idParam(request);
    if (!(await canView(db, id, viewerOf(request)))) throw notFound();
    const json = await serializeStatus(await contextFor(db, request), id);
    if (!json) throw notFound();
    return json;
  }

  async function post(request: FastifyRequest, accountId: string, appId: string): Promise<string> {
    const body = asParams(request.body);
    return createStatus(db, hub, {
      accountId,
      text: textOf(body),
      spoilerText: optString(body, 'spoiler_text'),
      sensitive: optBool(body, 'sensitive'),
      visibility: optString(body, 'visibility') || undefined,
      searchability: optString(body, 'searchability') || undefined,
      language: optString(body, 'language') || null,
      markdown: optBool(body, 'markdown'),
      inReplyToId: optString(body, 'in_reply_to_id') || null,
      mediaIds: stringList(body, 'media_ids'),
      poll: pollFrom(body),
      quotedStatusId: optString(body, 'quoted_status_id') || optString(body, 'quote_id') || null,
      quotePolicy: quotePolicyFrom(body),
      circleId: optString(body, 'circle_id') || null,
      applicationId: appId,
      localHost: request.host,
    });
  }

  app.post('/api/v1/statuses', async (request) => {
    const auth = requireToken(request, 'write:statuses');
    if (!auth.accountId) throw new ApiError(422, USER_REQUIRED);
    const accountId = auth.accountId;
    const header = request.headers['idempotency-key'];
    const key = typeof header === 'string' && header ? header.slice(0, 200) : null;
    let statusId: string;
    if (!key) statusId = await post(request, accountId, auth.appId);
    else {
      const slot = `${accountId}:${key}`;
      const pending = inFlight.get(slot);
      if (pending) statusId = await pending;
      else {
        const run = (async () => {
          const seen = await one<{ status_id: string }>(
            db,
            `select status_id from idempotency_keys where account_id = $1 and key = $2 and created_at > $3`,
            [accountId, key, new Date(Date.now() - IDEMPOTENCY_TTL_MS)],
          );
          if (seen) return seen.status_id;
          const id = await post(request, accountId, auth.appId);
          await db.query(
            `insert into idempotency_keys (account_id, key, status_id, created_at) values ($1, $2, $3, now())
             on conflict (account_id, key) do update set status_id = excluded.status_id, created_at = excluded.created_at`,
            [accountId, key, id],
          );
          return id;
        })();
        inFlight.set(slot, run);
        try {
          statusId = await run;
        } finally {
          inFlight.delete(slot);
        }
      }
    }
    const json = await serializeStatus(await contextFor(db, request), statusId);
    if (!json) throw notFound();
    return json;
  });

  app.get('/api/v1/statuses/:id', visibleStatus);

  app.put('/api/v1/statuses/:id', async (request) => {
    const accountId = requireUser(request, 'write:statuses');
    const body = asParams(request.body);
    await editStatus(db, hub, {
      statusId: idParam(request),
      accountId,
      text: textOf(body),
      spoilerText: optString(body, 'spoiler_text'),
      sensitive: optBool(body, 'sensitive'),
      language: optString(body, 'language') || null,
      localHost: request.host,
      mediaIds:
        'media_ids' in body || 'media_ids[]' in body ? stringList(body, 'media_ids') : undefined,
      mediaAttributes: mediaAttributesFrom(body),
      poll: pollFrom(body),
      quotePolicy: quotePolicyFrom(body),
    });
    return visibleStatus(request);
  });

  app.delete('/api/v1/statuses/:id', async (request) => {
    const accountId = requireUser(request, 'write:statuses');
    const id = idParam(request);
    const row = await one<{ text: string }>(
      db,
      'select text from statuses where id = $1 and account_id = $2',
      [id, accountId],
    );
    if (!row) throw notFound();
    const json = await serializeStatus(await contextFor(db, request), id);
    // Media stay, unattached, for a re-draft unless delete_media is asked for (as Mastodon).
    if (!optBool(asParams(request.query), 'delete_media'))
      await db.query('update media_attachments set status_id = null where status_id = $1', [id]);
    await deleteStatus(db, hub, id);
    return { ...json, text: row.text };
  });

  app.get('/api/v1/statuses/:id/source', async (request) => {
    const accountId = requireUser(request, 'read:statuses');
    const id = idParam(request);
    const row = await one<{ text: string; spoiler_text: string }>(
      db,
      'select text, spoiler_text from statuses where id = $1 and account_id = $2',
      [id, accountId],
    );
    if (!row) throw notFound();
    return { id, text: row.text, spoiler_text: row.spoiler_text };
  });

  async function referencesOf(request: FastifyRequest, id: string): Promise<ApiStatusJSON[]> {
    const viewer = viewerOf(request);
    const found = await rows<{ id: string }>(
      db,
      `select s.id from status_references r join statuses s on s.id = r.target_status_id
       where r.status_id = $2 and ${visibleSql('s', '$1')} order by s.id`,
      [viewer, id],
    );
    return serializeStatuses(
      await contextFor(db, request),
      found.map((r) => r.id),
    );
  }

  // As Mastodon: a thread leaves out what the reader blocks or mutes, and who blocks them.
  app.get('/api/v1/statuses/:id/context', async (request) => {
    const status = await visibleStatus(request);
    const viewer = viewerOf(request);
    const ancestors = await rows<{ id: string }>(
      db,
      `with recursive up(id, in_reply_to_id, depth) as (
         select id, in_reply_to_id, 0 from statuses where id = (select in_reply_to_id from statuses where id = $2)
         union all
         select s.id, s.in_reply_to_id, up.depth + 1 from statuses s join up on s.id = up.in_reply_to_id where up.depth < 40
       )
       select up.id from up join statuses s on s.id = up.id
       where ${visibleSql('s', '$1')} and not ${silencedSql('$1', 's.account_id')} order by up.depth desc`,
      [viewer, status.id],
    );
    const descendants = await rows<{ id: string }>(
      db,
      `with recursive down(id, path) as (
         select id, array[id] from statuses where in_reply_to_id = $2
         union all
         select s.id, down.path || s.id from statuses s join down on s.in_reply_to_id = down.id
           where array_length(down.path, 1) < 60
       )
       select down.id from down join statuses s on s.id = down.id
       where ${visibleSql('s', '$1')} and not ${silencedSql('$1', 's.account_id')}
       order by down.path limit 4096`,
      [viewer, status.id],
    );
    const ctx = await contextFor(db, request);
    const json: ApiContextJSON = {
      ancestors: await serializeStatuses(
        ctx,
        ancestors.map((r) => r.id),
      ),
      descendants: await serializeStatuses(
        ctx,
        descendants.map((r) => r.id),
      ),
    };
    if (optBool(asParams(request.query), 'with_reference'))
      json.references = await referencesOf(request, status.id);
    return json;
  });

  app.get('/api/v1/statuses/:id/references', async (request) => {
    const status = await visibleStatus(request);
    return referencesOf(request, status.id);
  });
}
