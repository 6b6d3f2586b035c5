import type { FastifyInstance } from 'fastify';
import { requireUser, viewerOf } from '../auth';
import {
  ACCOUNTS_DEFAULT_LIMIT,
  ACCOUNTS_MAX_LIMIT,
  TIMELINE_DEFAULT_LIMIT,
  TIMELINE_MAX_LIMIT,
} from '../config';
import { one, rows } from '../db/database';
import { notFound } from '../http/errors';
import { pageFrom, pagedRows } from '../http/pagination';
import { asParams, optBool, optString, stringList } from '../http/params';
import { isId } from '../ids';
import {
  accountsInOrder,
  credentialAccountJSON,
  findAccountIdByUsername,
  loadAccount,
} from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import { follow, relationships, unfollow } from '../services/follows';
import { accountTimeline } from '../services/timelines';
import type { ServerState } from '../state';
import { idParam, statusPage } from './helpers';

export function registerAccounts(app: FastifyInstance, state: ServerState): void {
  const { db } = state;

  app.get('/api/v1/accounts/verify_credentials', async (request) => {
    const accountId = requireUser(request, 'read:accounts');
    const json = await credentialAccountJSON(await contextFor(db, request), accountId);
    if (!json) throw notFound();
    return json;
  });

  app.get('/api/v1/accounts/lookup', async (request) => {
    const acct = (optString(asParams(request.query), 'acct') ?? '').replace(/^@/, '');
    const [username, domain] = acct.split('@');
    if (!username || (domain && domain.toLowerCase() !== request.host.toLowerCase()))
      throw notFound();
    const id = await findAccountIdByUsername({ db }, username);
    const json = id ? await loadAccount(await contextFor(db, request), id) : null;
    if (!json) throw notFound();
    return json;
  });

  app.get('/api/v1/accounts/relationships', async (request) => {
    const viewerId = requireUser(request, 'read:follows');
    const ids = stringList(asParams(request.query), 'id').filter(isId);
    return relationships(db, viewerId, ids);
  });

  app.get('/api/v1/accounts/:id', async (request) => {
    const json = await loadAccount(await contextFor(db, request), idParam(request));
    if (!json) throw notFound();
    return json;
  });

  app.get('/api/v1/accounts/:id/statuses', async (request, reply) => {
    const accountId = idParam(request);
    if (!(await one(db, 'select 1 from accounts where id = $1', [accountId]))) throw notFound();
    const query = asParams(request.query);
    const page = pageFrom(query, TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT);
    const ids = await accountTimeline(
      db,
      viewerOf(request),
      accountId,
      {
        pinned: optBool(query, 'pinned') ?? false,
        onlyMedia: optBool(query, 'only_media') ?? false,
        excludeReplies: optBool(query, 'exclude_replies') ?? false,
        excludeReblogs: optBool(query, 'exclude_reblogs') ?? false,
        tagged: optString(query, 'tagged') ?? null,
      },
      page,
    );
    return statusPage(state, request, reply, ids, ids.length === page.limit);
  });

  for (const [path, mine, theirs] of [
    ['followers', 'target_account_id', 'account_id'],
    ['following', 'account_id', 'target_account_id'],
  ] as const) {
    app.get(`/api/v1/accounts/:id/${path}`, async (request, reply) => {
      const accountId = idParam(request);
      if (!(await one(db, 'select 1 from accounts where id = $1', [accountId]))) throw notFound();
      const page = pageFrom(asParams(request.query), ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT);
      const params: unknown[] = [accountId];
      const found = await pagedRows(request, reply, page, params, 'f.id', (paging) =>
        rows<{ id: string; account: string }>(
          db,
          `select f.id, f.${theirs} as account from follows f where f.${mine} = $1 and ${paging.where} order by ${paging.order} ${paging.limit}`,
          params,
        ),
      );
      return accountsInOrder(
        await contextFor(db, request),
        found.map((f) => f.account),
      );
    });
  }

  app.post('/api/v1/accounts/:id/follow', async (request) => {
    const viewerId = requireUser(request, 'write:follows');
    const targetId = idParam(request);
    const body = asParams(request.body);
    await follow(db, state.hub, viewerId, targetId, {
      reblogs: optBool(body, 'reblogs'),
      notify: optBool(body, 'notify'),
    });
    return (await relationships(db, viewerId, [targetId]))[0];
  });

  app.post('/api/v1/accounts/:id/unfollow', async (request) => {
    const viewerId = requireUser(request, 'write:follows');
    const targetId = idParam(request);
    await unfollow(db, viewerId, targetId);
    return (await relationships(db, viewerId, [targetId]))[0];
  });
}
