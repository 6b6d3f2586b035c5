import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../auth';
import { notFound } from '../http/errors';
import { parsePollVotesBody } from '../requests/misc';
import { contextFor } from '../serializers/context';
import { loadPolls } from '../serializers/statusExtras';
import { vote } from '../services/polls';
import { canView } from '../services/visibility';
import type { ServerState } from '../state';
import { idParam, withState } from './helpers';

/** Polls are read and voted on by their status id (a poll's id is its status's). */
async function pollJSON(state: ServerState, request: FastifyRequest, id: string) {
  const poll = (await loadPolls(await contextFor(state.db, request), [id])).get(id);
  if (!poll) throw notFound();
  return poll;
}

async function showPoll(state: ServerState, request: FastifyRequest) {
  const id = idParam(request);
  if (!(await canView(state.db, id, viewerOf(request)))) throw notFound();
  return pollJSON(state, request, id);
}

/** Choices that are not numbers name no option (-1), which the vote refuses. */
async function votePoll(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:statuses');
  const id = idParam(request);
  const choices = parsePollVotesBody(request.body).choices.map((c) =>
    /^\d+$/.test(c) ? Number(c) : -1,
  );
  await vote(state.db, viewer, id, choices);
  return pollJSON(state, request, id);
}

export function registerPolls(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/polls/:id', on(showPoll));
  app.post('/api/v1/polls/:id/votes', on(votePoll));
}
