import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { asParams, limitParam } from '../http/params';
import { dismissSuggestion, suggestedAccountIds } from '../services/suggestions';
import type { ServerState } from '../state';
import { accountsJSON, idParam, withState } from './helpers';

async function listSuggestions(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read');
  const limit = limitParam(asParams(request.query), 40, 80);
  const ids = await suggestedAccountIds(state.db, viewer, limit);
  const accounts = await accountsJSON(state, request, ids);
  return accounts.map((account) => ({ source: 'staff', sources: ['featured'], account }));
}

/** The older v1 shape: the suggested accounts alone. */
async function listSuggestionsV1(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read');
  const limit = limitParam(asParams(request.query), 40, 80);
  return accountsJSON(state, request, await suggestedAccountIds(state.db, viewer, limit));
}

async function removeSuggestion(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write');
  await dismissSuggestion(state.db, viewer, idParam(request));
  return {};
}

export function registerSuggestions(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v2/suggestions', on(listSuggestions));
  app.get('/api/v1/suggestions', on(listSuggestionsV1));
  app.delete('/api/v1/suggestions/:id', on(removeSuggestion));
}
