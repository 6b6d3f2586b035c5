/** The create, read, rename and delete routes every named collection kind shares. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { parseCollectionBody } from '../requests/collections';
import {
  createCollection,
  deleteCollection,
  listCollections,
  ownCollection,
  renameCollection,
  type CollectionKind,
} from '../services/ownedCollections';
import type { ServerState } from '../state';
import { idParam } from './helpers';

export interface CollectionRoutes {
  /** e.g. /api/v1/circles */
  base: string;
  kind: CollectionKind;
  readScope: string;
  writeScope: string;
}

function collectionHandlers({ kind, readScope, writeScope }: CollectionRoutes, state: ServerState) {
  const { db } = state;
  return {
    list: async (request: FastifyRequest) => {
      return listCollections(db, kind, requireUser(request, readScope));
    },
    create: async (request: FastifyRequest) => {
      const owner = requireUser(request, writeScope);
      const { title } = parseCollectionBody(request.body);
      return createCollection(db, kind, owner, title);
    },
    show: async (request: FastifyRequest) => {
      return ownCollection(db, kind, requireUser(request, readScope), idParam(request));
    },
    rename: async (request: FastifyRequest) => {
      const owner = requireUser(request, writeScope);
      const id = idParam(request);
      const { title } = parseCollectionBody(request.body);
      return renameCollection(db, kind, owner, id, title);
    },
    remove: async (request: FastifyRequest) => {
      await deleteCollection(db, kind, requireUser(request, writeScope), idParam(request));
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
  app.put(`${routes.base}/:id`, handlers.rename);
  app.delete(`${routes.base}/:id`, handlers.remove);
}
