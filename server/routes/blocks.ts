/** Block, unblock, mute and unmute, and the reader's lists of blocked and muted accounts. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT } from '../config';
import { linkRows, pageFrom } from '../http/pagination';
import { asParams } from '../http/params';
import { parseMuteBody } from '../requests/misc';
import { block, mute, unblock, unmute } from '../services/blocks';
import { relationships } from '../services/follows';
import { blockOrMutePage } from '../services/listings';
import type { ServerState } from '../state';
import { accountsJSON, idParam, withState } from './helpers';

type Change = (
  state: ServerState,
  viewer: string,
  id: string,
  request: FastifyRequest,
) => Promise<void>;

/** Runs a change on the account in the path and answers with the relationship. */
const relationshipChange =
  (scope: string, change: Change) => async (state: ServerState, request: FastifyRequest) => {
    const viewer = requireUser(request, scope);
    const targetId = idParam(request);
    await change(state, viewer, targetId, request);
    return (await relationships(state.db, viewer, [targetId]))[0];
  };

const blockAccount = relationshipChange('write:blocks', (s, viewer, id) => block(s.db, viewer, id));
const unblockAccount = relationshipChange('write:blocks', (s, viewer, id) =>
  unblock(s.db, viewer, id),
);
const muteAccount = relationshipChange('write:mutes', (s, viewer, id, request) => {
  const body = parseMuteBody(request.body);
  return mute(s.db, viewer, id, {
    notifications: body.notifications ?? true,
    durationSeconds: Math.max(0, body.duration ?? 0),
  });
});
const unmuteAccount = relationshipChange('write:mutes', (s, viewer, id) =>
  unmute(s.db, viewer, id),
);

async function pageOf(
  state: ServerState,
  request: FastifyRequest,
  reply: FastifyReply,
  table: 'blocks' | 'mutes',
) {
  const viewer = requireUser(request, `read:${table}`);
  const page = pageFrom(asParams(request.query), ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT);
  const found = await blockOrMutePage(state.db, viewer, table, page);
  linkRows(request, reply, found, page.limit);
  const accounts = await accountsJSON(
    state,
    request,
    found.map((f) => f.target_account_id),
  );
  return { found, accounts };
}

async function listBlocks(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  return (await pageOf(state, request, reply, 'blocks')).accounts;
}

async function listMutes(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const { found, accounts } = await pageOf(state, request, reply, 'mutes');
  const expiry = new Map(found.map((f) => [f.target_account_id, f.expires_at ?? null]));
  return accounts.map((account) => ({
    ...account,
    mute_expires_at: expiry.get(account.id)?.toISOString() ?? null,
  }));
}

export function registerBlocks(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.post('/api/v1/accounts/:id/block', on(blockAccount));
  app.post('/api/v1/accounts/:id/unblock', on(unblockAccount));
  app.post('/api/v1/accounts/:id/mute', on(muteAccount));
  app.post('/api/v1/accounts/:id/unmute', on(unmuteAccount));
  app.get('/api/v1/blocks', on(listBlocks));
  app.get('/api/v1/mutes', on(listMutes));
}
