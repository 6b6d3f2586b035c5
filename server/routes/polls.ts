import type { FastifyInstance } from 'fastify';
import { requireUser, viewerOf } from '../auth';
import { notFound } from '../http/errors';
import { asParams, stringList } from '../http/params';
import { contextFor } from '../serializers/context';
import { loadPolls } from '../serializers/statusExtras';
import { vote } from '../services/polls';
import { canView } from '../services/visibility';
import type { ServerState } from '../state';
import { idParam } from './helpers';

/** Polls are read and voted on by their status id (a poll's id is its status's). */
export function registerPolls(app: FastifyInstance, state: ServerState): void {
  const { db } = state;

  const pollJSON = async (request: Parameters<typeof contextFor>[1], id: string) => {
    const poll = (await loadPolls(await contextFor(db, request), [id])).get(id);
    if (!poll) throw notFound();
    return poll;
  };

  app.get('/api/v1/polls/:id', async (request) => {
    const id = idParam(request);
    if (!(await canView(db, id, viewerOf(request)))) throw notFound();
    return pollJSON(request, id);
  });

  app.post('/api/v1/polls/:id/votes', async (request) => {
    const viewer = requireUser(request, 'write:statuses');
    const id = idParam(request);
    const choices = stringList(asParams(request.body), 'choices').map((c) =>
      /^\d+$/.test(c) ? Number(c) : -1,
    );
    await vote(db, viewer, id, choices);
    return pollJSON(request, id);
  });
}
