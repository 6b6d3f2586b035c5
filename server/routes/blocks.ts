/** Block, unblock, mute and unmute, and the reader's lists of blocked and muted accounts. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT } from '../config';
import { rows } from '../db/database';
import { pageFrom, pagedRows } from '../http/pagination';
import { asParams, optBool, optInt } from '../http/params';
import { accountsInOrder } from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import { block, mute, unblock, unmute } from '../services/blocks';
import { relationships } from '../services/follows';
import type { ServerState } from '../state';
import { idParam } from './helpers';

export function registerBlocks(app: FastifyInstance, state: ServerState): void {
  const { db } = state;

  const actions: [
    string,
    string,
    (viewer: string, id: string, r: FastifyRequest) => Promise<void>,
  ][] = [
    ['block', 'write:blocks', (viewer, id) => block(db, viewer, id)],
    ['unblock', 'write:blocks', (viewer, id) => unblock(db, viewer, id)],
    [
      'mute',
      'write:mutes',
      (viewer, id, request) => {
        const body = asParams(request.body);
        return mute(db, viewer, id, {
          notifications: optBool(body, 'notifications') ?? true,
          durationSeconds: Math.max(0, optInt(body, 'duration') ?? 0),
        });
      },
    ],
    ['unmute', 'write:mutes', (viewer, id) => unmute(db, viewer, id)],
  ];
  for (const [name, scope, run] of actions) {
    app.post(`/api/v1/accounts/:id/${name}`, async (request) => {
      const viewer = requireUser(request, scope);
      const targetId = idParam(request);
      await run(viewer, targetId, request);
      return (await relationships(db, viewer, [targetId]))[0];
    });
  }

  for (const [path, table, scope, live] of [
    ['blocks', 'blocks', 'read:blocks', 'true'],
    ['mutes', 'mutes', 'read:mutes', '(x.expires_at is null or x.expires_at > now())'],
  ] as const) {
    app.get(`/api/v1/${path}`, async (request, reply) => {
      const viewer = requireUser(request, scope);
      const page = pageFrom(asParams(request.query), ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT);
      const params: unknown[] = [viewer];
      const found = await pagedRows(request, reply, page, params, 'x.id', (paging) =>
        rows<{ id: string; target_account_id: string; expires_at?: Date | null }>(
          db,
          `select x.* from ${table} x where x.account_id = $1 and ${live} and ${paging.where}
           order by ${paging.order} ${paging.limit}`,
          params,
        ),
      );
      const accounts = await accountsInOrder(
        await contextFor(db, request),
        found.map((f) => f.target_account_id),
      );
      if (table === 'blocks') return accounts;
      const expiry = new Map(found.map((f) => [f.target_account_id, f.expires_at ?? null]));
      return accounts.map((account) => ({
        ...account,
        mute_expires_at: expiry.get(account.id)?.toISOString() ?? null,
      }));
    });
  }
}
