/** /api/v1/push/subscription: one Web Push subscription per token (scope push). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NOTIFICATION_TYPES, type ApiWebPushSubscriptionJSON } from '../../src/api/types';
import { requireToken, requireUser } from '../auth';
import { notFound } from '../http/errors';
import { parsePushData, parsePushSubscriptionBody } from '../requests/push';
import {
  deleteSubscriptionOfToken,
  saveSubscription,
  subscriptionOfToken,
  updateSubscription,
  type PushSubscriptionRow,
} from '../services/pushSubscriptions';
import type { ServerState } from '../state';
import { withState } from './helpers';

const SCOPE = 'push';

function subscriptionJSON(row: PushSubscriptionRow, serverKey: string): ApiWebPushSubscriptionJSON {
  return {
    id: row.id,
    endpoint: row.endpoint,
    // Every type is named, off unless asked for, as Mastodon answers.
    alerts: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, row.alerts[type] === true])),
    policy: row.policy,
    server_key: serverKey,
  };
}

/** The token this request came with; push subscriptions belong to it. */
const tokenOf = (request: FastifyRequest) => {
  requireUser(request, SCOPE);
  return requireToken(request, SCOPE);
};

async function createSubscription(state: ServerState, request: FastifyRequest) {
  const auth = tokenOf(request);
  const body = parsePushSubscriptionBody(request.body);
  const row = await saveSubscription(state.db, {
    tokenId: auth.tokenId,
    accountId: auth.accountId!,
    endpoint: body.subscription.endpoint,
    p256dh: body.subscription.keys.p256dh,
    auth: body.subscription.keys.auth,
    alerts: body.data?.alerts ?? {},
    policy: body.data?.policy ?? 'all',
  });
  return subscriptionJSON(row, state.vapid.publicKey);
}

async function showSubscription(state: ServerState, request: FastifyRequest) {
  const row = await subscriptionOfToken(state.db, tokenOf(request).tokenId);
  if (!row) throw notFound();
  return subscriptionJSON(row, state.vapid.publicKey);
}

async function changeSubscription(state: ServerState, request: FastifyRequest) {
  const row = await updateSubscription(
    state.db,
    tokenOf(request).tokenId,
    parsePushData(request.body),
  );
  if (!row) throw notFound();
  return subscriptionJSON(row, state.vapid.publicKey);
}

async function removeSubscription(state: ServerState, request: FastifyRequest) {
  await deleteSubscriptionOfToken(state.db, tokenOf(request).tokenId);
  return {};
}

export function registerPushSubscriptions(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.post('/api/v1/push/subscription', on(createSubscription));
  app.get('/api/v1/push/subscription', on(showSubscription));
  app.put('/api/v1/push/subscription', on(changeSubscription));
  app.delete('/api/v1/push/subscription', on(removeSubscription));
}
