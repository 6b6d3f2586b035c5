import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { parseWebSettingsBody } from '../requests/misc';
import { readWebSettings, saveWebSettings } from '../services/webSettings';
import type { ServerState } from '../state';
import { withState } from './helpers';

/** Per-user web UI settings, stored as the client sends them ({data: {...}}). */
async function updateWebSettings(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:accounts');
  await saveWebSettings(state.db, viewer, parseWebSettingsBody(request.body).data);
  return {};
}

async function showWebSettings(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read:accounts');
  return { data: await readWebSettings(state.db, viewer) };
}

export function registerWebSettings(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.put('/api/web/settings', on(updateWebSettings));
  app.get('/api/web/settings', on(showWebSettings));
}
