import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { notFound } from '../http/errors';
import { pageFrom, setLinkHeader } from '../http/pagination';
import { asParams } from '../http/params';
import { contextFor } from '../serializers/context';
import { conversationsJSON } from '../serializers/conversations';
import {
  conversationOf,
  conversationPage,
  deleteConversation,
  markConversation,
} from '../services/conversations';
import type { ServerState } from '../state';
import { idParam, withState } from './helpers';

async function listConversations(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const viewer = requireUser(request, 'read:statuses');
  const page = pageFrom(asParams(request.query), 20, 40);
  const found = await conversationPage(state.db, viewer, page);
  // Pages are cursored by last status ids, as Mastodon's are.
  if (found.length)
    setLinkHeader(request, reply, {
      next: found.length === page.limit ? found[found.length - 1]!.last_status_id : null,
      prev: found[0]!.last_status_id,
    });
  return conversationsJSON(await contextFor(state.db, request), found);
}

async function markAs(state: ServerState, request: FastifyRequest, unread: boolean) {
  const viewer = requireUser(request, 'write:conversations');
  const id = idParam(request);
  if (!(await markConversation(state.db, viewer, id, unread))) throw notFound();
  const row = await conversationOf(state.db, viewer, id);
  if (!row) throw notFound();
  const [json] = await conversationsJSON(await contextFor(state.db, request), [row]);
  return json;
}

const readConversation = (state: ServerState, request: FastifyRequest) =>
  markAs(state, request, false);

const unreadConversation = (state: ServerState, request: FastifyRequest) =>
  markAs(state, request, true);

async function removeConversation(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:conversations');
  if (!(await deleteConversation(state.db, viewer, idParam(request)))) throw notFound();
  return {};
}

export function registerConversations(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/conversations', on(listConversations));
  app.post('/api/v1/conversations/:id/read', on(readConversation));
  app.post('/api/v1/conversations/:id/unread', on(unreadConversation));
  app.delete('/api/v1/conversations/:id', on(removeConversation));
}
