/** Search for autocomplete and the search screen: accounts, hashtags and statuses. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../auth';
import { rows } from '../db/database';
import { asParams, limitParam, optBool, optInt, optString } from '../http/params';
import { originOf } from '../http/origin';
import { accountsInOrder } from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import { serializeStatuses } from '../serializers/statuses';
import { visibleSql } from '../services/visibility';
import type { ServerState } from '../state';

const SEARCH_MAX_LIMIT = 40;
const HISTORY_DAYS = 7;

/** LIKE patterns take the query literally. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function registerSearch(app: FastifyInstance, state: ServerState): void {
  const { db } = state;

  async function searchAccounts(
    request: FastifyRequest,
    q: string,
    limit: number,
    offset: number,
    following: boolean,
  ) {
    const viewer = viewerOf(request);
    const [username] = q.replace(/^@/, '').split('@');
    if (!username) return [];
    const pattern = `${escapeLike(username.toLowerCase())}%`;
    const found = await rows<{ id: string }>(
      db,
      `select a.id from accounts a
       where (lower(a.username) like $1 or lower(a.display_name) like '%' || $1)
         and ($4::boolean is false or exists(select 1 from follows f where f.account_id = $5 and f.target_account_id = a.id))
       order by (lower(a.username) = $6) desc,
         exists(select 1 from follows f where f.account_id = $5 and f.target_account_id = a.id) desc,
         lower(a.username)
       limit $2 offset $3`,
      [pattern, limit, offset, following, viewer, username.toLowerCase()],
    );
    return accountsInOrder(
      await contextFor(db, request),
      found.map((r) => r.id),
    );
  }

  async function searchTags(request: FastifyRequest, q: string, limit: number, offset: number) {
    const name = q.replace(/^#/, '').toLowerCase();
    if (!name) return [];
    const found = await rows<{
      name: string;
      // json_agg of no rows is null.
      days: { day: string; uses: number; accounts: number }[] | null;
    }>(
      db,
      `select t.name,
         (select json_agg(json_build_object('day', d.day, 'uses', d.uses, 'accounts', d.accounts) order by d.day desc)
          from (select extract(epoch from date_trunc('day', s.created_at))::bigint::text as day,
                  count(*)::int as uses, count(distinct s.account_id)::int as accounts
                from status_tags st join statuses s on s.id = st.status_id
                where st.name = t.name and s.created_at > now() - interval '${HISTORY_DAYS} days'
                group by 1) d) as days
       from (select name, count(*) as uses from status_tags where lower(name) like $1 group by name) t
       order by (lower(t.name) = $4) desc, t.uses desc, t.name
       limit $2 offset $3`,
      [`${escapeLike(name)}%`, limit, offset, name],
    );
    const origin = originOf(request);
    return found.map((tag) => ({
      name: tag.name,
      url: `${origin}/tags/${encodeURIComponent(tag.name)}`,
      history: (tag.days ?? []).map((d) => ({
        day: d.day,
        uses: String(d.uses),
        accounts: String(d.accounts),
      })),
    }));
  }

  async function searchStatuses(request: FastifyRequest, q: string, limit: number, offset: number) {
    const viewer = viewerOf(request);
    if (!viewer || !q.trim()) return [];
    const found = await rows<{ id: string }>(
      db,
      `select s.id from statuses s
       where s.reblog_of_id is null and s.text ilike '%' || $2 || '%' and ${visibleSql('s', '$1')}
       order by s.id desc limit $3 offset $4`,
      [viewer, escapeLike(q.trim()), limit, offset],
    );
    return serializeStatuses(
      await contextFor(db, request),
      found.map((r) => r.id),
    );
  }

  app.get('/api/v1/accounts/search', async (request) => {
    requireUser(request, 'read:accounts');
    const params = asParams(request.query);
    return searchAccounts(
      request,
      optString(params, 'q') ?? '',
      limitParam(params, SEARCH_MAX_LIMIT, SEARCH_MAX_LIMIT),
      Math.max(0, optInt(params, 'offset') ?? 0),
      optBool(params, 'following') ?? false,
    );
  });

  app.get('/api/v2/search', async (request) => {
    const params = asParams(request.query);
    const q = (optString(params, 'q') ?? '').trim();
    const type = optString(params, 'type');
    const limit = limitParam(params, 20, SEARCH_MAX_LIMIT);
    const offset = Math.max(0, optInt(params, 'offset') ?? 0);
    const wants = (kind: string) => !type || type === kind;
    return {
      accounts: wants('accounts') ? await searchAccounts(request, q, limit, offset, false) : [],
      statuses: wants('statuses') ? await searchStatuses(request, q, limit, offset) : [],
      hashtags: wants('hashtags') ? await searchTags(request, q, limit, offset) : [],
    };
  });
}
