import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEMO_USERNAME, INSTANCE_CACHE_MS } from '../config';
import { answerCache, type AnswerCache } from '../http/answerCache';
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

/** The answer depends on nothing of the reader's but the address they reached the server at. */
function cached(
  cache: AnswerCache<unknown>,
  version: string,
  answer: (state: ServerState, request: FastifyRequest) => Promise<unknown>,
) {
  return (state: ServerState, request: FastifyRequest) =>
    cache.get(`${version} ${originOf(request)} ${hostOf(request)}`, () => answer(state, request));
}

/** A profile edit may be the contact's, whose account the answer shows: it shows at once. */
const CHANGES_CONTACT = new Set(['/api/v1/accounts/update_credentials']);

export function registerInstance(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  // Kept as Mastodon keeps them: a client asks often, and the answer needs several queries.
  const cache = answerCache<unknown>(INSTANCE_CACHE_MS);
  // Before the answer leaves, so the client's next read already sees the change.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 && CHANGES_CONTACT.has(request.routeOptions.url ?? ''))
      cache.clear();
    return payload;
  });
  app.get('/api/v2/instance', on(cached(cache, 'v2', instanceV2)));
  app.get('/api/v1/instance', on(cached(cache, 'v1', instanceV1)));
  app.get('/api/v1/custom_emojis', on(customEmojis));
}
