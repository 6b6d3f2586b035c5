import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEMO_USERNAME } from '../config';
import { one } from '../db/database';
import { originOf } from '../http/origin';
import { findAccountIdByUsername, loadAccount } from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import { emojiJSON } from '../serializers/emojis';
import { instanceV1JSON, instanceV2JSON } from '../serializers/instance';
import type { ServerState } from '../state';

export function registerInstance(app: FastifyInstance, state: ServerState): void {
  const { db } = state;

  async function contact(request: FastifyRequest) {
    const id = await findAccountIdByUsername({ db }, DEMO_USERNAME);
    return id ? loadAccount(await contextFor(db, request), id) : null;
  }

  async function stats() {
    const row = await one<{ users: number; statuses: number }>(
      db,
      `select (select count(*) from accounts)::int as users,
              (select count(*) from statuses where reblog_of_id is null)::int as statuses`,
    );
    return row ?? { users: 0, statuses: 0 };
  }

  app.get('/api/v2/instance', async (request) =>
    instanceV2JSON(originOf(request), request.host, await contact(request), (await stats()).users),
  );

  app.get('/api/v1/instance', async (request) =>
    instanceV1JSON(originOf(request), request.host, await contact(request), await stats()),
  );

  app.get('/api/v1/instance/translation_languages', async () => ({}));
  app.get('/api/v1/instance/extended_description', async () => ({
    updated_at: new Date(0).toISOString(),
    content:
      '<p>A sandbox server for the kmyblue web client. Sign in as <strong>demo</strong>.</p>',
  }));
  app.get('/api/v1/instance/domain_blocks', async () => []);
  app.get(
    '/api/v1/instance/rules',
    async (request) => instanceV2JSON(originOf(request), request.host, null, 0).rules,
  );

  app.get('/api/v1/custom_emojis', async (request) => {
    const ctx = await contextFor(db, request);
    return [...ctx.emojis.values()].map((row) => emojiJSON(row, ctx.origin));
  });
}
