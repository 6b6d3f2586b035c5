import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { notFound, validationFailed } from '../http/errors';
import { asParams, optString } from '../http/params';
import { announcementsJSON } from '../serializers/announcements';
import { contextFor } from '../serializers/context';
import {
  announcementById,
  changeAnnouncementReaction,
  currentAnnouncements,
  dismissAnnouncement,
} from '../services/announcements';
import { isAvailable, reactionName } from '../services/emojiReactions';
import type { ServerState } from '../state';
import { idParam, withState } from './helpers';

/** Mastodon's ReactionValidator message. */
export const UNRECOGNIZED_EMOJI = 'Name is not a recognized emoji';

async function listAnnouncements(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read');
  const found = await currentAnnouncements(state.db, viewer);
  return announcementsJSON(await contextFor(state.db, request), found);
}

async function existing(state: ServerState, viewer: string, request: FastifyRequest) {
  const id = idParam(request);
  if (!(await announcementById(state.db, viewer, id))) throw notFound();
  return id;
}

async function dismiss(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:accounts');
  await dismissAnnouncement(state.db, viewer, await existing(state, viewer, request));
  return {};
}

async function changeReaction(state: ServerState, request: FastifyRequest, add: boolean) {
  const viewer = requireUser(request, 'write:favourites');
  const id = await existing(state, viewer, request);
  const name = reactionName(optString(asParams(request.params), 'name') ?? '');
  if (add && !(await isAvailable(state.db, name))) throw validationFailed(UNRECOGNIZED_EMOJI);
  const changed = await changeAnnouncementReaction(state.db, viewer, id, name, add);
  if (!add && !changed) throw notFound();
  if (changed) state.hub.emit({ type: 'announcement.reaction', announcementId: id, name });
  return {};
}

const addReaction = (state: ServerState, request: FastifyRequest) =>
  changeReaction(state, request, true);

const removeReaction = (state: ServerState, request: FastifyRequest) =>
  changeReaction(state, request, false);

export function registerAnnouncements(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/announcements', on(listAnnouncements));
  app.post('/api/v1/announcements/:id/dismiss', on(dismiss));
  app.put('/api/v1/announcements/:id/reactions/:name', on(addReaction));
  app.delete('/api/v1/announcements/:id/reactions/:name', on(removeReaction));
}
