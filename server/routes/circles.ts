/** kmyblue's circles: an author's named audiences for limited posts. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { one, rows } from '../db/database';
import { notFound, validationFailed } from '../http/errors';
import { asParams, optString, stringList } from '../http/params';
import { isId, snowflakeNow } from '../ids';
import { accountsInOrder } from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import type { ServerState } from '../state';
import { idParam, statusPage } from './helpers';

interface CircleRow {
  id: string;
  title: string;
}

const circleJSON = (row: CircleRow) => ({ id: row.id, title: row.title });

export function registerCircles(app: FastifyInstance, state: ServerState): void {
  const { db } = state;

  async function ownCircle(request: FastifyRequest, scope: string): Promise<CircleRow> {
    const accountId = requireUser(request, scope);
    const row = await one<CircleRow>(
      db,
      'select id, title from circles where id = $1 and account_id = $2',
      [idParam(request), accountId],
    );
    if (!row) throw notFound();
    return row;
  }

  const titleOf = (request: FastifyRequest): string => {
    const title = (optString(asParams(request.body), 'title') ?? '').trim();
    if (!title) throw validationFailed("Title can't be blank");
    return title;
  };

  app.get('/api/v1/circles', async (request) => {
    const accountId = requireUser(request, 'read:lists');
    const found = await rows<CircleRow>(
      db,
      'select id, title from circles where account_id = $1 order by lower(title), id',
      [accountId],
    );
    return found.map(circleJSON);
  });

  app.post('/api/v1/circles', async (request) => {
    const accountId = requireUser(request, 'write:lists');
    const row = await one<CircleRow>(
      db,
      'insert into circles (id, account_id, title, created_at) values ($1, $2, $3, now()) returning id, title',
      [snowflakeNow(), accountId, titleOf(request)],
    );
    return circleJSON(row!);
  });

  app.get('/api/v1/circles/:id', async (request) =>
    circleJSON(await ownCircle(request, 'read:lists')),
  );

  app.put('/api/v1/circles/:id', async (request) => {
    const circle = await ownCircle(request, 'write:lists');
    const row = await one<CircleRow>(
      db,
      'update circles set title = $2 where id = $1 returning id, title',
      [circle.id, titleOf(request)],
    );
    return circleJSON(row!);
  });

  app.delete('/api/v1/circles/:id', async (request) => {
    const circle = await ownCircle(request, 'write:lists');
    await db.query('delete from circles where id = $1', [circle.id]);
    return {};
  });

  app.get('/api/v1/circles/:id/accounts', async (request) => {
    const circle = await ownCircle(request, 'read:lists');
    const members = await rows<{ account_id: string }>(
      db,
      'select account_id from circle_accounts where circle_id = $1 order by account_id',
      [circle.id],
    );
    return accountsInOrder(
      await contextFor(db, request),
      members.map((m) => m.account_id),
    );
  });

  const accountIdsOf = (request: FastifyRequest): string[] => {
    const body = asParams(request.body);
    const query = asParams(request.query);
    const ids = [...stringList(body, 'account_ids'), ...stringList(query, 'account_ids')];
    return ids.filter(isId);
  };

  app.post('/api/v1/circles/:id/accounts', async (request) => {
    const circle = await ownCircle(request, 'write:lists');
    const ids = accountIdsOf(request);
    const known = await rows<{ id: string }>(
      db,
      'select id from accounts where id = any($1::bigint[])',
      [ids],
    );
    if (known.length !== new Set(ids).size) throw notFound();
    for (const { id } of known) {
      await db.query(
        'insert into circle_accounts (circle_id, account_id) values ($1, $2) on conflict do nothing',
        [circle.id, id],
      );
    }
    return {};
  });

  app.delete('/api/v1/circles/:id/accounts', async (request) => {
    const circle = await ownCircle(request, 'write:lists');
    await db.query(
      'delete from circle_accounts where circle_id = $1 and account_id = any($2::bigint[])',
      [circle.id, accountIdsOf(request)],
    );
    return {};
  });

  app.get('/api/v1/circles/:id/statuses', async (request, reply) => {
    const circle = await ownCircle(request, 'read:lists');
    const found = await rows<{ id: string }>(
      db,
      'select id from statuses where circle_id = $1 order by id desc limit 40',
      [circle.id],
    );
    return statusPage(
      state,
      request,
      reply,
      found.map((r) => r.id),
      false,
    );
  });
}
