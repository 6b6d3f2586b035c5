import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiStatusJSON } from '../../src/api/types';
import { requireUser, viewerOf } from '../auth';
import { textToHtml } from '../content/html';
import { TRANSLATION_PROVIDER, translateText } from '../content/translate';
import { one, rows } from '../db/database';
import { TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT } from '../config';
import { notFound, validationFailed } from '../http/errors';
import { newestFirst, pageFrom, pageSql } from '../http/pagination';
import { asParams, optString } from '../http/params';
import { contextFor } from '../serializers/context';
import { emojisIn } from '../serializers/emojis';
import { serializeStatus, serializeStatuses } from '../serializers/statuses';
import { canView, visibleSql } from '../services/visibility';
import type { ServerState } from '../state';
import { accountPage, accountRowsPage } from './accountList';
import { idParam, statusPage } from './helpers';

const QUOTE_POLICIES = ['public', 'followers', 'nobody'];

/** Around one status: edit history, translation, quotes, and who referred to or was mentioned. */
export function registerStatusDetails(app: FastifyInstance, state: ServerState): void {
  const { db, hub } = state;

  async function visibleStatus(request: FastifyRequest): Promise<ApiStatusJSON> {
    const id = idParam(request);
    if (!(await canView(db, id, viewerOf(request)))) throw notFound();
    const json = await serializeStatus(await contextFor(db, request), id);
    if (!json) throw notFound();
    return json;
  }

  /** Every version, oldest first; a status never edited has just its current one. */
  app.get('/api/v1/statuses/:id/history', async (request) => {
    const status = await visibleStatus(request);
    const ctx = await contextFor(db, request);
    const edits = await rows<{
      text: string;
      spoiler_text: string;
      sensitive: boolean;
      created_at: Date;
      markdown: boolean;
    }>(
      db,
      `select e.text, e.spoiler_text, e.sensitive, e.created_at, s.markdown
       from status_edits e join statuses s on s.id = e.status_id where e.status_id = $1 order by e.id`,
      [status.id],
    );
    const version = (content: string, spoiler: string, sensitive: boolean, at: string) => ({
      content,
      spoiler_text: spoiler,
      sensitive,
      created_at: at,
      account: status.account,
      poll: null,
      media_attachments: status.media_attachments,
      emojis: status.emojis,
    });
    if (!edits.length)
      return [
        version(
          status.content,
          status.spoiler_text,
          status.sensitive,
          status.edited_at ?? status.created_at,
        ),
      ];
    return edits.map((e) =>
      version(
        textToHtml(e.text, { origin: ctx.origin, markdown: e.markdown }),
        e.spoiler_text,
        e.sensitive,
        e.created_at.toISOString(),
      ),
    );
  });

  app.post('/api/v1/statuses/:id/translate', async (request) => {
    const status = await visibleStatus(request);
    const row = await one<{ text: string; spoiler_text: string; markdown: boolean }>(
      db,
      'select text, spoiler_text, markdown from statuses where id = $1',
      [status.id],
    );
    if (!row) throw notFound();
    const from = status.language ?? 'und';
    const to = optString(asParams(request.body), 'lang') ?? 'en';
    if (from === to) throw validationFailed('This post is already in the target language');
    const ctx = await contextFor(db, request);
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
  });

  /** The posts that refer to this one (kmyblue status references), newest first. */
  app.get('/api/v1/statuses/:id/referred_by', async (request, reply) => {
    const status = await visibleStatus(request);
    const page = pageFrom(asParams(request.query), TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT);
    const params: unknown[] = [viewerOf(request), status.id];
    const paging = pageSql('s.id', page, params);
    const found = newestFirst(
      await rows<{ id: string }>(
        db,
        `select s.id from status_references r join statuses s on s.id = r.status_id
         where r.target_status_id = $2 and ${visibleSql('s', '$1')} and ${paging.where}
         order by ${paging.order} ${paging.limit}`,
        params,
      ),
      paging.ascending,
    );
    return statusPage(
      state,
      request,
      reply,
      found.map((r) => r.id),
      found.length === page.limit,
    );
  });

  app.get('/api/v1/statuses/:id/mentioned_by', async (request, reply) => {
    const status = await visibleStatus(request);
    return accountPage(
      db,
      request,
      reply,
      '(select account_id as id, account_id, status_id from mentions) x where x.status_id = $1',
      status.id,
    );
  });

  /** Quotes of one's own post (Mastodon shows them to the quoted post's author). */
  app.get('/api/v1/statuses/:id/quotes', async (request, reply) => {
    const viewer = requireUser(request, 'read:statuses');
    const id = idParam(request);
    const own = await one(db, 'select 1 from statuses where id = $1 and account_id = $2', [
      id,
      viewer,
    ]);
    if (!own) throw notFound();
    const found = await accountRowsPage(
      db,
      request,
      reply,
      `(select id, account_id, quote_of_id from statuses where quote_state = 'accepted') x
       where x.quote_of_id = $1`,
      id,
    );
    return serializeStatuses(
      await contextFor(db, request),
      found.map((f) => f.id),
    );
  });

  app.post('/api/v1/statuses/:id/quotes/:quoting_status_id/revoke', async (request) => {
    const viewer = requireUser(request, 'write:statuses');
    const id = idParam(request);
    const quoting = idParam(request, 'quoting_status_id');
    const own = await one(db, 'select 1 from statuses where id = $1 and account_id = $2', [
      id,
      viewer,
    ]);
    if (!own) throw notFound();
    const updated = await db.query(
      `update statuses set quote_state = 'revoked' where id = $1 and quote_of_id = $2`,
      [quoting, id],
    );
    if (!updated.affectedRows) throw notFound();
    hub.emit({ type: 'status.update', statusId: quoting });
    const json = await serializeStatus(await contextFor(db, request), quoting);
    if (!json) throw notFound();
    return json;
  });

  app.put('/api/v1/statuses/:id/interaction_policy', async (request) => {
    const viewer = requireUser(request, 'write:statuses');
    const id = idParam(request);
    const policy = optString(asParams(request.body), 'quote_approval_policy') ?? '';
    if (!QUOTE_POLICIES.includes(policy))
      throw validationFailed('Quote approval policy is not included in the list');
    const updated = await db.query(
      `update statuses set quote_approval_policy = $3 where id = $1 and account_id = $2
       and reblog_of_id is null`,
      [id, viewer, policy],
    );
    if (!updated.affectedRows) throw notFound();
    hub.emit({ type: 'status.update', statusId: id });
    return visibleStatus(request);
  });
}
