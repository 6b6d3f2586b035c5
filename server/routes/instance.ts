import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEMO_USERNAME } from '../config';
import { hostOf, originOf } from '../http/origin';
import { loadAccount } from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import { emojiJSON } from '../serializers/emojis';
import { flavouredInstance, instanceV1JSON, instanceV2JSON } from '../serializers/instance';
import { instanceStats } from '../services/instance';
import { findAccountIdByUsername } from '../services/accountRows';
import type { ServerState } from '../state';
import { withState } from './helpers';

async function contact(state: ServerState, request: FastifyRequest) {
  const id = await findAccountIdByUsername(state.db, DEMO_USERNAME);
  return id ? loadAccount(await contextFor(state.db, request), id) : null;
}

async function instanceV2(state: ServerState, request: FastifyRequest) {
  const { users } = await instanceStats(state.db);
  const json = instanceV2JSON(
    originOf(request),
    hostOf(request),
    await contact(state, request),
    users,
    state.vapid.publicKey,
  );
  return flavouredInstance(json, state.flavour);
}

async function instanceV1(state: ServerState, request: FastifyRequest) {
  const stats = await instanceStats(state.db);
  const json = instanceV1JSON(
    originOf(request),
    hostOf(request),
    await contact(state, request),
    stats,
    state.vapid.publicKey,
  );
  return flavouredInstance(json, state.flavour);
}

async function customEmojis(state: ServerState, request: FastifyRequest) {
  const ctx = await contextFor(state.db, request);
  return [...ctx.emojis.values()].map((row) => emojiJSON(row, ctx.origin));
}

export function registerInstance(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v2/instance', on(instanceV2));
  app.get('/api/v1/instance', on(instanceV1));
  app.get('/api/v1/custom_emojis', on(customEmojis));
}
