/** Muting a conversation: no more notifications from the thread a status belongs to. */
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import { notFound } from '../http/errors';
import { contextFor } from '../serializers/context';
import { serializeStatus } from '../serializers/statuses';
import { interactionTarget } from '../services/interactions';
import type { ServerState } from '../state';
import { idParam } from './helpers';

export function registerConversationMutes(app: FastifyInstance, state: ServerState): void {
  const { db } = state;
  for (const [name, on] of [
    ['mute', true],
    ['unmute', false],
  ] as const) {
    app.post(`/api/v1/statuses/:id/${name}`, async (request) => {
      const viewer = requireUser(request, 'write:mutes');
      const target = await interactionTarget(db, idParam(request), viewer);
      await db.query(
        on
          ? `insert into conversation_mutes (account_id, root_status_id)
             values ($1, conversation_root($2)) on conflict do nothing`
          : 'delete from conversation_mutes where account_id = $1 and root_status_id = conversation_root($2)',
        [viewer, target.id],
      );
      const json = await serializeStatus(await contextFor(db, request), target.id);
      if (!json) throw notFound();
      return json;
    });
  }
}
