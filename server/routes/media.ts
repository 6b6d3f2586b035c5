import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { originOf } from '../http/origin';
import { parseMediaBody } from '../requests/misc';
import {
  createMedia,
  isProcessing,
  ownMedia,
  updateMedia,
  uploadedMediaJSON,
} from '../services/media';
import type { ServerState } from '../state';
import { idParam, withState } from './helpers';

/** v1 waits for processing; v2 answers 202 and lets the client poll. */
const upload =
  (waits: boolean) => async (state: ServerState, request: FastifyRequest, reply: FastifyReply) => {
    const accountId = requireUser(request, 'write:media');
    const body = parseMediaBody(request.body);
    const { row, processing } = await createMedia(state.db, state.filesDir, {
      accountId,
      file: body.file,
      description: body.description,
      focus: body.focus,
      thumbnail: body.thumbnail,
    });
    if (processing && !waits) reply.code(202);
    else if (processing) {
      await new Promise((resolve) => setTimeout(resolve, row.ready_at.getTime() - Date.now()));
    }
    return uploadedMediaJSON(row, originOf(request));
  };

async function showMedia(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const accountId = requireUser(request, 'read:statuses');
  const row = await ownMedia(state.db, accountId, idParam(request), false);
  if (isProcessing(row)) reply.code(206);
  return uploadedMediaJSON(row, originOf(request));
}

async function editMedia(state: ServerState, request: FastifyRequest) {
  const accountId = requireUser(request, 'write:media');
  const row = await ownMedia(state.db, accountId, idParam(request), true);
  const { description, focus, thumbnail } = parseMediaBody(request.body);
  const updated = await updateMedia(state.db, state.filesDir, row, {
    description,
    focus,
    thumbnail,
  });
  return uploadedMediaJSON(updated, originOf(request));
}

export function registerMedia(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.post('/api/v2/media', on(upload(false)));
  app.post('/api/v1/media', on(upload(true)));
  app.get('/api/v1/media/:id', on(showMedia));
  app.put('/api/v1/media/:id', on(editMedia));
  app.patch('/api/v1/media/:id', on(editMedia));
}
