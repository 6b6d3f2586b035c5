/** Search for autocomplete and the search screen: accounts, hashtags and statuses. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiSearchType as SearchType } from '../../src/api/types';
import { requireUser, viewerOf } from '../auth';
import { ApiError } from '../http/errors';
import { hostOf, originOf } from '../http/origin';
import {
  asParams,
  limitParam,
  optBool,
  optId,
  optInt,
  optString,
  type Params,
} from '../http/params';
import { findAccountIdByUsername } from '../services/accountRows';
import { localDomainsOf } from '../services/antennaMatching';
import { searchAccountIds, searchStatusIds, searchTags, type Window } from '../services/search';
import { parseStatusQuery, resolveTarget, type ResolveTarget } from '../services/searchQuery';
import { canView } from '../services/visibility';
import type { ServerState } from '../state';
import { accountsJSON, statusesJSON, withState } from './helpers';

/** Mastodon's v2 search: 20 per type unless asked, at most twice that. */
const SEARCH_DEFAULT_LIMIT = 20;
const SEARCH_MAX_LIMIT = 40;
const ACCOUNT_SEARCH_MAX_LIMIT = 40;

const localHosts = (request: FastifyRequest) => localDomainsOf(hostOf(request));

/** The name to look accounts up by: a full handle counts only when it is this server's. */
function accountName(request: FastifyRequest, q: string): string | null {
  const target = resolveTarget(q, localHosts(request));
  if (target?.kind === 'elsewhere') return null;
  if (target?.kind === 'account') return target.username;
  return q.replace(/^@/, '') || null;
}

async function accountsMatching(
  state: ServerState,
  request: FastifyRequest,
  q: string,
  window: Window,
  following: boolean,
) {
  const name = accountName(request, q);
  if (!name) return [];
  const ids = await searchAccountIds(state.db, viewerOf(request), name, window, following);
  return accountsJSON(state, request, ids);
}

async function tagsMatching(
  state: ServerState,
  request: FastifyRequest,
  q: string,
  window: Window,
) {
  const name = q.replace(/^#/, '').toLowerCase();
  if (!name || /\s/.test(name)) return [];
  const origin = originOf(request);
  return (await searchTags(state.db, name, window)).map((tag) => ({
    name: tag.name,
    url: `${origin}/tags/${encodeURIComponent(tag.name)}`,
    history: (tag.days ?? []).map((d) => ({
      day: d.day,
      uses: String(d.uses),
      accounts: String(d.accounts),
    })),
  }));
}

/** `from:` names an author by username or local handle (`me` is the reader); null: no one. */
async function authorOf(state: ServerState, request: FastifyRequest, from: string, viewer: string) {
  if (from === 'me') return viewer;
  const name = accountName(request, from);
  return name ? findAccountIdByUsername(state.db, name) : null;
}

async function statusesMatching(
  state: ServerState,
  request: FastifyRequest,
  q: string,
  params: Params,
  window: Window,
) {
  // Status search is for signed-in readers only, as kmyblue's.
  const viewer = viewerOf(request);
  const query = parseStatusQuery(q);
  if (!viewer || (!query.terms.length && !query.from && !query.has.length)) return [];
  const accountParam = optString(params, 'account_id');
  let accountId = accountParam === undefined ? null : (optId(params, 'account_id') ?? '0');
  if (query.from) {
    const author = await authorOf(state, request, query.from, viewer);
    if (!author || (accountId && accountId !== author)) return [];
    accountId = author;
  }
  const search = {
    query,
    accountId,
    maxId: optId(params, 'max_id'),
    minId: optId(params, 'min_id'),
  };
  return statusesJSON(state, request, await searchStatusIds(state.db, viewer, search, window));
}

/** What a resolved URL or handle finds: exactly that account or status, or nothing. */
async function resolved(
  state: ServerState,
  request: FastifyRequest,
  target: ResolveTarget,
  wants: (type: SearchType) => boolean,
) {
  const empty = { accounts: [], statuses: [], hashtags: [] };
  if (target.kind === 'account' && wants('accounts')) {
    const id = await findAccountIdByUsername(state.db, target.username);
    return { ...empty, accounts: id ? await accountsJSON(state, request, [id]) : [] };
  }
  if (target.kind === 'status' && wants('statuses')) {
    const readable = await canView(state.db, target.id, viewerOf(request));
    return { ...empty, statuses: readable ? await statusesJSON(state, request, [target.id]) : [] };
  }
  return empty;
}

async function searchAccounts(state: ServerState, request: FastifyRequest) {
  requireUser(request, 'read:accounts');
  const params = asParams(request.query);
  const q = optString(params, 'q') ?? '';
  const window = {
    limit: limitParam(params, ACCOUNT_SEARCH_MAX_LIMIT, ACCOUNT_SEARCH_MAX_LIMIT),
    offset: Math.max(0, optInt(params, 'offset') ?? 0),
  };
  return accountsMatching(state, request, q, window, optBool(params, 'following') ?? false);
}

/** Mastodon refuses what a visitor may not ask with these words. */
function checkVisitor(request: FastifyRequest, params: Params) {
  if (viewerOf(request)) return;
  if (params.offset !== undefined)
    throw new ApiError(401, 'Search queries pagination is not supported without authentication');
  if (optBool(params, 'resolve'))
    throw new ApiError(
      401,
      'Search queries that resolve remote resources are not supported without authentication',
    );
}

async function search(state: ServerState, request: FastifyRequest) {
  const params = asParams(request.query);
  const q = (optString(params, 'q') ?? '').trim();
  if (!q) throw new ApiError(400, 'param is missing or the value is empty: q');
  checkVisitor(request, params);
  const type = optString(params, 'type');
  const wants = (kind: SearchType) => !type || type === kind;
  const window = {
    limit: limitParam(params, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT),
    offset: Math.max(0, optInt(params, 'offset') ?? 0),
  };
  const target = optBool(params, 'resolve') ? resolveTarget(q, localHosts(request)) : null;
  if (target) {
    const none = { accounts: [], statuses: [], hashtags: [] };
    return window.offset > 0 ? none : resolved(state, request, target, wants);
  }
  const following = optBool(params, 'following') ?? false;
  return {
    accounts: wants('accounts') ? await accountsMatching(state, request, q, window, following) : [],
    statuses: wants('statuses') ? await statusesMatching(state, request, q, params, window) : [],
    hashtags: wants('hashtags') ? await tagsMatching(state, request, q, window) : [],
  };
}

export function registerSearch(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/accounts/search', on(searchAccounts));
  app.get('/api/v2/search', on(search));
}
