import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth';
import { one } from '../db/database';
import { validationFailed } from '../http/errors';
import { asParams } from '../http/params';
import type { ServerState } from '../state';

/** Per-user web UI settings, stored as the client sends them ({data: {...}}). */
export function registerWebSettings(app: FastifyInstance, state: ServerState): void {
  const { db } = state;

  app.put('/api/web/settings', async (request) => {
    const viewer = requireUser(request, 'write:accounts');
    const data = asParams(request.body).data;
    if (typeof data !== 'object' || data === null || Array.isArray(data))
      throw validationFailed('Data is invalid');
    await db.query(
      `insert into web_settings (account_id, data, updated_at) values ($1, $2, now())
       on conflict (account_id) do update set data = excluded.data, updated_at = now()`,
      [viewer, JSON.stringify(data)],
    );
    return {};
  });

  app.get('/api/web/settings', async (request) => {
    const viewer = requireUser(request, 'read:accounts');
    const row = await one<{ data: unknown }>(
      db,
      'select data from web_settings where account_id = $1',
      [viewer],
    );
    return { data: row?.data ?? {} };
  });
}
