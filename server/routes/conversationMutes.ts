/** Muting a conversation: no more notifications from the thread a status belongs to. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { setConversationMuted } from '../services/conversationMutes';
import { interactionTarget } from '../services/interactions';
import type { ServerState } from '../state';
import { idParam, statusJSON, withState } from './helpers';

const conversationMute =
  (muted: boolean) => async (state: ServerState, request: FastifyRequest) => {
    const viewer = requireUser(request, 'write:mutes');
    const target = await interactionTarget(state.db, idParam(request), viewer);
    await setConversationMuted(state.db, viewer, target.id, muted);
    return statusJSON(state, request, target.id);
  };

export function registerConversationMutes(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.post('/api/v1/statuses/:id/mute', on(conversationMute(true)));
  app.post('/api/v1/statuses/:id/unmute', on(conversationMute(false)));
}
