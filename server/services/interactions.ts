/** Favourites, boosts, bookmarks and pins: the per-user toggles on a status. */
import { inTransaction, one, type Queryable } from '../db/database';
import { ApiError, notAllowed, notFound } from '../http/errors';
import { snowflakeAt, snowflakeNow } from '../ids';
import { deliverToAntennas, localDomainsOf } from './antennaMatching';
import type { EventHub } from './events';
import { notify, unnotify } from './notifications';
import { deleteStatus } from './deletion';
import { canView } from './visibility';

interface Target {
  id: string;
  account_id: string;
  visibility: string;
}

/** The status behind an id (a boost means its original), if the actor may see it. */
export async function interactionTarget(
  db: Queryable,
  statusId: string,
  actorId: string,
): Promise<Target> {
  const row = await one<Target & { reblog_of_id: string | null }>(
    db,
    'select id, account_id, visibility, reblog_of_id from statuses where id = $1',
    [statusId],
  );
  if (!row || !(await canView(db, row.id, actorId))) throw notFound();
  if (row.reblog_of_id) return interactionTarget(db, row.reblog_of_id, actorId);
  return row;
}

const idAt = (at?: Date): string => (at ? snowflakeAt(at) : snowflakeNow());

export async function favourite(
  db: Queryable,
  hub: EventHub | null,
  actorId: string,
  statusId: string,
  at?: Date,
): Promise<string> {
  const target = await interactionTarget(db, statusId, actorId);
  const events = await inTransaction(db, async (tx) => {
    const inserted = await tx.query(
      `insert into favourites (id, account_id, status_id, created_at) values ($1, $2, $3, $4)
       on conflict (account_id, status_id) do nothing`,
      [idAt(at), actorId, target.id, at ?? new Date()],
    );
    if (!inserted.affectedRows) return [];
    return notify(tx, {
      recipientId: target.account_id,
      fromAccountId: actorId,
      type: 'favourite',
      statusId: target.id,
      at,
    });
  });
  hub?.emit(...events);
  return target.id;
}

export async function unfavourite(
  db: Queryable,
  actorId: string,
  statusId: string,
): Promise<string> {
  const target = await interactionTarget(db, statusId, actorId);
  await db.query('delete from favourites where account_id = $1 and status_id = $2', [
    actorId,
    target.id,
  ]);
  await unnotify(db, { fromAccountId: actorId, type: 'favourite', statusId: target.id });
  return target.id;
}

const REBLOG_VISIBILITIES = ['public', 'unlisted', 'private', 'public_unlisted', 'login'];

/** Boosts a status; returns the boost's id (the existing one when boosted before). */
export async function reblog(
  db: Queryable,
  hub: EventHub | null,
  actorId: string,
  statusId: string,
  options: { visibility?: string; at?: Date; localHost?: string } = {},
): Promise<string> {
  const target = await interactionTarget(db, statusId, actorId);
  const ownPrivate = target.visibility === 'private' && target.account_id === actorId;
  if (
    !['public', 'unlisted', 'public_unlisted', 'login'].includes(target.visibility) &&
    !ownPrivate
  ) {
    throw notAllowed();
  }
  const existing = await one<{ id: string }>(
    db,
    'select id from statuses where account_id = $1 and reblog_of_id = $2',
    [actorId, target.id],
  );
  if (existing) return existing.id;
  let visibility = options.visibility ?? 'public';
  if (!REBLOG_VISIBILITIES.includes(visibility)) {
    throw new ApiError(422, 'Validation failed: Visibility is not included in the list');
  }
  if (ownPrivate) visibility = 'private';
  const at = options.at ?? new Date();
  const id = idAt(options.at);
  const events = await inTransaction(db, async (tx) => {
    await tx.query(
      `insert into statuses (id, account_id, visibility, searchability, reblog_of_id, created_at)
       values ($1, $2, $3, 'public', $4, $5)`,
      [id, actorId, visibility, target.id, at],
    );
    await deliverToAntennas(tx, id, localDomainsOf(options.localHost));
    return notify(tx, {
      recipientId: target.account_id,
      fromAccountId: actorId,
      type: 'reblog',
      statusId: target.id,
      at: options.at,
    });
  });
  hub?.emit({ type: 'update', statusId: id }, ...events);
  return id;
}

export async function unreblog(
  db: Queryable,
  hub: EventHub | null,
  actorId: string,
  statusId: string,
): Promise<string> {
  const target = await interactionTarget(db, statusId, actorId);
  const boost = await one<{ id: string }>(
    db,
    'select id from statuses where account_id = $1 and reblog_of_id = $2',
    [actorId, target.id],
  );
  if (boost) {
    await deleteStatus(db, hub, boost.id);
    await unnotify(db, { fromAccountId: actorId, type: 'reblog', statusId: target.id });
  }
  return target.id;
}

type Mark = 'bookmarks' | 'status_pins';

export async function mark(
  db: Queryable,
  table: Mark,
  actorId: string,
  statusId: string,
  on: boolean,
  at?: Date,
): Promise<string> {
  const target = await interactionTarget(db, statusId, actorId);
  if (table === 'status_pins') {
    if (target.account_id !== actorId)
      throw new ApiError(422, 'Validation failed: You can only pin your own posts');
    if (
      on &&
      !['public', 'unlisted', 'public_unlisted', 'login', 'private'].includes(target.visibility)
    ) {
      throw new ApiError(422, 'Validation failed: Direct posts cannot be pinned');
    }
  }
  if (on) {
    await db.query(
      `insert into ${table} (id, account_id, status_id, created_at) values ($1, $2, $3, $4)
       on conflict (account_id, status_id) do nothing`,
      [idAt(at), actorId, target.id, at ?? new Date()],
    );
  } else {
    await db.query(`delete from ${table} where account_id = $1 and status_id = $2`, [
      actorId,
      target.id,
    ]);
    // An unbookmarked status leaves every bookmark category too (kmyblue).
    if (table === 'bookmarks') {
      await db.query(
        `delete from bookmark_category_statuses x using bookmark_categories c
         where c.id = x.category_id and c.account_id = $1 and x.status_id = $2`,
        [actorId, target.id],
      );
    }
  }
  return target.id;
}
