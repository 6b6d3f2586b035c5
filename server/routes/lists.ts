/** Mastodon's lists with kmyblue's additions (kmyblue-api.md §8). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT } from '../config';
import { pageFrom } from '../http/pagination';
import { asParams } from '../http/params';
import { parseListBody } from '../requests/lists';
import { releaseList } from '../services/antennas';
import { addListAccounts, clearListFeed, LISTS, listsJSON } from '../services/lists';
import {
  collectionsHolding,
  ownCollection,
  removeMembers,
  type CollectionRow,
} from '../services/ownedCollections';
import { listTimeline } from '../services/timelines';
import type { ServerState } from '../state';
import { accountIdsOf, memberAccounts, registerCollectionRoutes } from './collections';
import { idParam, statusPage, withState } from './helpers';

async function ownListId(state: ServerState, request: FastifyRequest, scope: string) {
  const owner = requireUser(request, scope);
  return { id: (await ownCollection(state.db, LISTS, owner, idParam(request))).id, owner };
}

async function listListAccounts(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const list = await ownListId(state, request, 'read:lists');
  return memberAccounts(state, request, reply, LISTS, list.id);
}

async function addToList(state: ServerState, request: FastifyRequest) {
  const list = await ownListId(state, request, 'write:lists');
  await addListAccounts(state.db, { id: list.id, ownerId: list.owner }, accountIdsOf(request));
  return {};
}

async function removeFromList(state: ServerState, request: FastifyRequest) {
  const list = await ownListId(state, request, 'write:lists');
  await removeMembers(state.db, LISTS, list.id, accountIdsOf(request));
  return {};
}

async function showListTimeline(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const list = await ownListId(state, request, 'read:lists');
  const page = pageFrom(asParams(request.query), TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT);
  return statusPage(state, request, reply, await listTimeline(state.db, list.id, page));
}

/** The reader's lists that hold an account. */
async function listsOfAccount(state: ServerState, request: FastifyRequest) {
  const owner = requireUser(request, 'read:lists');
  const found = await collectionsHolding(state.db, LISTS, owner, idParam(request));
  return listsJSON(state.db, found, state.flavour);
}

const presentLists = (state: ServerState, found: CollectionRow[]) =>
  listsJSON(state.db, found, state.flavour);

export function registerLists(app: FastifyInstance, state: ServerState): void {
  const base = '/api/v1/lists';
  const on = withState(state);
  registerCollectionRoutes(app, state, {
    base,
    kind: LISTS,
    readScope: 'read:lists',
    writeScope: 'write:lists',
    fields: (body) => {
      const { replies_policy, exclusive, notify } = parseListBody(body);
      // Vanilla Mastodon has no list notifications: its lists never notify.
      return {
        replies_policy,
        exclusive,
        notify: state.flavour === 'mastodon' ? undefined : notify,
      };
    },
    present: presentLists,
    beforeDelete: async (s, _owner, id) => {
      await releaseList(s.db, id);
      await clearListFeed(s.db, id);
    },
  });
  app.get(`${base}/:id/accounts`, on(listListAccounts));
  app.post(`${base}/:id/accounts`, on(addToList));
  app.delete(`${base}/:id/accounts`, on(removeFromList));
  app.get('/api/v1/timelines/list/:id', on(showListTimeline));
  app.get('/api/v1/accounts/:id/lists', on(listsOfAccount));
}
