/** Search for autocomplete and the search screen: accounts, hashtags and statuses. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../auth';
import { asParams, limitParam, optBool, optInt, optString } from '../http/params';
import { originOf } from '../http/origin';
import { searchAccountIds, searchStatusIds, searchTags, type Window } from '../services/search';
import type { ServerState } from '../state';
import { accountsJSON, statusesJSON, withState } from './helpers';

const SEARCH_MAX_LIMIT = 40;

async function accountsMatching(
  state: ServerState,
  request: FastifyRequest,
  q: string,
  window: Window,
  following: boolean,
) {
  const [username] = q.replace(/^@/, '').split('@');
  if (!username) return [];
  const ids = await searchAccountIds(state.db, viewerOf(request), username, window, following);
  return accountsJSON(state, request, ids);
}

async function tagsMatching(
  state: ServerState,
  request: FastifyRequest,
  q: string,
  window: Window,
) {
  const name = q.replace(/^#/, '').toLowerCase();
  if (!name) return [];
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

async function statusesMatching(
  state: ServerState,
  request: FastifyRequest,
  q: string,
  window: Window,
) {
  const viewer = viewerOf(request);
  if (!viewer || !q.trim()) return [];
  return statusesJSON(state, request, await searchStatusIds(state.db, viewer, q.trim(), window));
}

async function searchAccounts(state: ServerState, request: FastifyRequest) {
  requireUser(request, 'read:accounts');
  const params = asParams(request.query);
  const q = optString(params, 'q') ?? '';
  const window = {
    limit: limitParam(params, SEARCH_MAX_LIMIT, SEARCH_MAX_LIMIT),
    offset: Math.max(0, optInt(params, 'offset') ?? 0),
  };
  return accountsMatching(state, request, q, window, optBool(params, 'following') ?? false);
}

async function search(state: ServerState, request: FastifyRequest) {
  const params = asParams(request.query);
  const q = (optString(params, 'q') ?? '').trim();
  const type = optString(params, 'type');
  const window = {
    limit: limitParam(params, 20, SEARCH_MAX_LIMIT),
    offset: Math.max(0, optInt(params, 'offset') ?? 0),
  };
  const wants = (kind: string) => !type || type === kind;
  return {
    accounts: wants('accounts') ? await accountsMatching(state, request, q, window, false) : [],
    statuses: wants('statuses') ? await statusesMatching(state, request, q, window) : [],
    hashtags: wants('hashtags') ? await tagsMatching(state, request, q, window) : [],
  };
}

export function registerSearch(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/accounts/search', on(searchAccounts));
  app.get('/api/v2/search', on(search));
}
