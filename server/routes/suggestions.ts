import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import { rows } from '../db/database';
import { asParams, limitParam } from '../http/params';
import { accountsInOrder } from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import type { ServerState } from '../state';
import { idParam } from './helpers';

export function registerSuggestions(app: FastifyInstance, state: ServerState): void {
  const { db } = state;

  /** Accounts the reader neither follows nor dismissed, most followed first, as staff picks. */
  app.get('/api/v2/suggestions', async (request) => {
    const viewer = requireUser(request, 'read');
    const limit = limitParam(asParams(request.query), 40, 80);
    const found = await rows<{ id: string }>(
      db,
      `select a.id from accounts a
       where a.id <> $1 and a.discoverable
         and not exists(select 1 from follows f where f.account_id = $1 and f.target_account_id = a.id)
         and not exists(select 1 from dismissed_suggestions d where d.account_id = $1 and d.target_account_id = a.id)
       order by (select count(*) from follows f where f.target_account_id = a.id) desc, a.id
       limit $2`,
      [viewer, limit],
    );
    const accounts = await accountsInOrder(
      await contextFor(db, request),
      found.map((r) => r.id),
    );
    return accounts.map((account) => ({ source: 'staff', sources: ['featured'], account }));
  });

  app.delete('/api/v1/suggestions/:id', async (request) => {
    const viewer = requireUser(request, 'write');
    await db.query(
      `insert into dismissed_suggestions (account_id, target_account_id)
       select $1, id from accounts where id = $2 on conflict do nothing`,
      [viewer, idParam(request)],
    );
    return {};
  });
}
