/** Quotes of one's own post, revoking one, and who may quote (Mastodon 4.4). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT } from '../config';
import { notFound } from '../http/errors';
import { linkRows, pageFrom } from '../http/pagination';
import { asParams } from '../http/params';
import { parseInteractionPolicyBody } from '../requests/misc';
import { actorPage } from '../services/listings';
import { ownsStatus, revokeQuote, setQuotePolicy } from '../services/statusQueries';
import type { ServerState } from '../state';
import { idParam, statusesJSON, statusJSON, visibleStatus, withState } from './helpers';

/** Mastodon shows a post's quotes to the quoted post's author only. */
async function listQuotes(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const viewer = requireUser(request, 'read:statuses');
  const id = idParam(request);
  if (!(await ownsStatus(state.db, id, viewer))) throw notFound();
  const page = pageFrom(asParams(request.query), ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT);
  const found = await actorPage(state.db, id, 'quoted_by', page);
  linkRows(request, reply, found, page.limit);
  return statusesJSON(
    state,
    request,
    found.map((f) => f.id),
  );
}

async function revokeOneQuote(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:statuses');
  const id = idParam(request);
  const quoting = idParam(request, 'quoting_status_id');
  if (!(await ownsStatus(state.db, id, viewer))) throw notFound();
  if (!(await revokeQuote(state.db, id, quoting))) throw notFound();
  state.hub.emit({ type: 'status.update', statusId: quoting });
  return statusJSON(state, request, quoting);
}

async function updateInteractionPolicy(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:statuses');
  const id = idParam(request);
  const { quote_approval_policy } = parseInteractionPolicyBody(request.body);
  if (!(await setQuotePolicy(state.db, id, viewer, quote_approval_policy!))) throw notFound();
  state.hub.emit({ type: 'status.update', statusId: id });
  return visibleStatus(state, request);
}

export function registerQuotes(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/statuses/:id/quotes', on(listQuotes));
  app.post('/api/v1/statuses/:id/quotes/:quoting_status_id/revoke', on(revokeOneQuote));
  app.put('/api/v1/statuses/:id/interaction_policy', on(updateInteractionPolicy));
}
