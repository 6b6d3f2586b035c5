/** The create, read, update and delete routes every named collection kind shares. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT } from '../config';
import { linkRows, pageFrom } from '../http/pagination';
import { asParams, optInt } from '../http/params';
import { parseCollectionAccountsBody, parseCollectionBody } from '../requests/collections';
import {
  createCollection,
  deleteCollection,
  listCollections,
  memberIds,
  memberPage,
  ownCollection,
  updateCollection,
  type CollectionFields,
  type CollectionKind,
  type CollectionRow,
} from '../services/ownedCollections';
import type { ServerState } from '../state';
import { accountsJSON, idParam } from './helpers';

export interface CollectionRoutes {
  /** e.g. /api/v1/circles */
  base: string;
  kind: CollectionKind;
  readScope: string;
  writeScope: string;
  /** The kind's own fields in a create or update body (only the title by default). */
  fields?: (body: unknown) => CollectionFields;
  /** Rows to the kind's wire JSON (the rows themselves by default). */
  present?: (state: ServerState, rows: CollectionRow[]) => Promise<unknown[]>;
  /** Checks that need the database, before a create (id null) or an update. */
  validate?: (
    state: ServerState,
    ownerId: string,
    id: string | null,
    fields: CollectionFields,
  ) => Promise<void>;
  /** Runs before the collection is deleted, e.g. to deal with what points at it. */
  beforeDelete?: (state: ServerState, ownerId: string, id: string) => Promise<void>;
}

function collectionHandlers(routes: CollectionRoutes, state: ServerState) {
  const { kind, readScope, writeScope } = routes;
  const { db } = state;
  const fieldsOf = routes.fields ?? (() => ({}));
  const present = routes.present ?? ((_state, found) => Promise.resolve(found));
  const presentOne = async (row: CollectionRow) => (await present(state, [row]))[0];
  return {
    list: async (request: FastifyRequest) => {
      return present(state, await listCollections(db, kind, requireUser(request, readScope)));
    },
    create: async (request: FastifyRequest) => {
      const owner = requireUser(request, writeScope);
      const { title } = parseCollectionBody(request.body);
      const fields = fieldsOf(request.body);
      await routes.validate?.(state, owner, null, fields);
      return presentOne(await createCollection(db, kind, owner, title, new Date(), fields));
    },
    show: async (request: FastifyRequest) => {
      const owner = requireUser(request, readScope);
      return presentOne(await ownCollection(db, kind, owner, idParam(request)));
    },
    update: async (request: FastifyRequest) => {
      const owner = requireUser(request, writeScope);
      const id = idParam(request);
      const { title } = parseCollectionBody(request.body);
      const fields = fieldsOf(request.body);
      await ownCollection(db, kind, owner, id);
      await routes.validate?.(state, owner, id, fields);
      return presentOne(await updateCollection(db, kind, owner, id, title, fields));
    },
    remove: async (request: FastifyRequest) => {
      const owner = requireUser(request, writeScope);
      const id = idParam(request);
      await ownCollection(db, kind, owner, id);
      await routes.beforeDelete?.(state, owner, id);
      await deleteCollection(db, kind, owner, id);
      return {};
    },
  };
}

export function registerCollectionRoutes(
  app: FastifyInstance,
  state: ServerState,
  routes: CollectionRoutes,
): void {
  const handlers = collectionHandlers(routes, state);
  app.get(routes.base, handlers.list);
  app.post(routes.base, handlers.create);
  app.get(`${routes.base}/:id`, handlers.show);
  app.put(`${routes.base}/:id`, handlers.update);
  app.delete(`${routes.base}/:id`, handlers.remove);
}

/** account_ids may come in the body or, on DELETE as kmyblue's web UI sends them, the query. */
export function accountIdsOf(request: FastifyRequest): string[] {
  return [
    ...parseCollectionAccountsBody(request.body).account_ids,
    ...parseCollectionAccountsBody(request.query).account_ids,
  ];
}

/**
 * A collection's member accounts: all of them with `limit=0` (kmyblue's web UI) or when the
 * memberships have no ids to page by, else a page with Mastodon's Link header.
 */
export async function memberAccounts(
  state: ServerState,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: CollectionKind,
  collectionId: string,
) {
  const query = asParams(request.query);
  if (!kind.membersHaveIds || optInt(query, 'limit') === 0)
    return accountsJSON(state, request, await memberIds(state.db, kind, collectionId));
  const page = pageFrom(query, ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT);
  const found = await memberPage(state.db, kind, collectionId, page);
  linkRows(request, reply, found, page.limit);
  return accountsJSON(
    state,
    request,
    found.map((f) => f.member),
  );
}
