import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { originOf } from '../http/origin';
import { asParams, optString, type Params } from '../http/params';
import {
  createMedia,
  isProcessing,
  ownMedia,
  updateMedia,
  uploadedMediaJSON,
} from '../services/media';
import type { ServerState } from '../state';
import { idParam } from './helpers';

/** A multipart file field arrives as a Buffer; anything else is no file. */
const fileOf = (body: Params, key: string): Uint8Array | undefined => {
  const value = body[key];
  return value instanceof Uint8Array ? value : undefined;
};

export function registerMedia(app: FastifyInstance, state: ServerState): void {
  const { db, filesDir } = state;

  async function upload(request: FastifyRequest, reply: FastifyReply, async: boolean) {
    const accountId = requireUser(request, 'write:media');
    const body = asParams(request.body);
    const { row, processing } = await createMedia(db, filesDir, {
      accountId,
      file: fileOf(body, 'file'),
      description: optString(body, 'description'),
      focus: optString(body, 'focus'),
      thumbnail: fileOf(body, 'thumbnail'),
    });
    // v1 waits for processing; v2 answers 202 and lets the client poll.
    if (processing && async) reply.code(202);
    else if (processing) {
      await new Promise((resolve) => setTimeout(resolve, row.ready_at.getTime() - Date.now()));
    }
    return uploadedMediaJSON(row, originOf(request));
  }

  app.post('/api/v2/media', (request, reply) => upload(request, reply, true));
  app.post('/api/v1/media', (request, reply) => upload(request, reply, false));

  app.get('/api/v1/media/:id', async (request, reply) => {
    const accountId = requireUser(request, 'read:statuses');
    const row = await ownMedia(db, accountId, idParam(request), false);
    if (isProcessing(row)) reply.code(206);
    return uploadedMediaJSON(row, originOf(request));
  });

  const edit = async (request: FastifyRequest) => {
    const accountId = requireUser(request, 'write:media');
    const row = await ownMedia(db, accountId, idParam(request), true);
    const body = asParams(request.body);
    const updated = await updateMedia(db, filesDir, row, {
      description: optString(body, 'description'),
      focus: optString(body, 'focus'),
      thumbnail: fileOf(body, 'thumbnail'),
    });
    return uploadedMediaJSON(updated, originOf(request));
  };
  app.put('/api/v1/media/:id', edit);
  app.patch('/api/v1/media/:id', edit);
}
