import type { ApiRelationshipJSON } from '../../src/api/types';
import { inTransaction, one, rows, type Queryable } from '../db/database';
import { notAllowed, notFound } from '../http/errors';
import type { EventHub } from './events';
import { relationshipFlags } from './blocks';
import {
  cancelFollowRequest,
  followRowValues,
  requestFollow,
  type FollowOptions,
} from './followRequests';
import { notify } from './notifications';

export async function follow(
  db: Queryable,
  hub: EventHub | null,
  actorId: string,
  targetId: string,
  options: FollowOptions = {},
): Promise<void> {
  if (actorId === targetId) throw notAllowed();
  const target = await one<{ id: string; locked: boolean }>(
    db,
    'select id, locked from accounts where id = $1',
    [targetId],
  );
  if (!target) throw notFound();
  // No languages (or an empty list) means every language, as Mastodon keeps it.
  const languages = options.languages?.length ? options.languages : null;
  const setsLanguages = options.languages !== undefined;
  const events = await inTransaction(db, async (tx) => {
    const existing = await one<{ id: string }>(
      tx,
      'select id from follows where account_id = $1 and target_account_id = $2',
      [actorId, targetId],
    );
    if (existing) {
      await tx.query(
        `update follows set show_reblogs = coalesce($2, show_reblogs), notify = coalesce($3, notify),
           languages = case when $4 then $5::text[] else languages end
         where id = $1`,
        [existing.id, options.reblogs ?? null, options.notify ?? null, setsLanguages, languages],
      );
      return [];
    }
    // A locked account is asked first: the follow waits as a request.
    if (target.locked) return requestFollow(tx, actorId, targetId, options);
    await tx.query(
      `insert into follows (id, account_id, target_account_id, show_reblogs, notify, created_at, languages)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [...followRowValues(actorId, targetId, options), languages],
    );
    return notify(tx, {
      recipientId: targetId,
      fromAccountId: actorId,
      type: 'follow',
      statusId: null,
      at: options.at,
    });
  });
  hub?.emit(...events);
}

/** Ends a follow, or withdraws a pending follow request. */
export async function unfollow(db: Queryable, actorId: string, targetId: string): Promise<void> {
  const target = await one<{ id: string }>(db, 'select id from accounts where id = $1', [targetId]);
  if (!target) throw notFound();
  await cancelFollowRequest(db, actorId, targetId);
  await dropFollow(db, actorId, targetId);
}

/** A follow ends, and with it the follower's endorsement of that account (as Mastodon's Follow). */
async function dropFollow(db: Queryable, followerId: string, targetId: string): Promise<void> {
  await db.query('delete from follows where account_id = $1 and target_account_id = $2', [
    followerId,
    targetId,
  ]);
  await db.query('delete from account_pins where account_id = $1 and target_account_id = $2', [
    followerId,
    targetId,
  ]);
}

/** Takes a follower off the actor's followers (Mastodon's remove_from_followers). */
export async function removeFromFollowers(
  db: Queryable,
  actorId: string,
  followerId: string,
): Promise<void> {
  const follower = await one<{ id: string }>(db, 'select id from accounts where id = $1', [
    followerId,
  ]);
  if (!follower) throw notFound();
  await dropFollow(db, followerId, actorId);
}

/** For each account asked, those of its followers the viewer follows (not the viewer). */
export async function familiarFollowers(
  db: Queryable,
  viewerId: string,
  ids: string[],
): Promise<Map<string, string[]>> {
  const found = await rows<{ target_id: string; follower_id: string }>(
    db,
    `select f.target_account_id as target_id, f.account_id as follower_id
     from follows f
     join follows mine on mine.account_id = $1 and mine.target_account_id = f.account_id
     where f.target_account_id = any($2::bigint[]) and f.account_id <> $1
     order by f.id desc`,
    [viewerId, ids],
  );
  const byTarget = new Map<string, string[]>();
  for (const row of found) {
    byTarget.set(row.target_id, [...(byTarget.get(row.target_id) ?? []), row.follower_id]);
  }
  return byTarget;
}

export async function relationships(
  db: Queryable,
  viewerId: string,
  ids: string[],
): Promise<ApiRelationshipJSON[]> {
  if (!ids.length) return [];
  const found = await rows<{
    id: string;
    following: boolean;
    showing_reblogs: boolean;
    notifying: boolean;
    languages: string[] | null;
    followed_by: boolean;
    requested: boolean;
    requested_by: boolean;
    domain_blocking: boolean;
    endorsed: boolean;
    note: string | null;
  }>(
    db,
    `select a.id,
       (f.id is not null) as following,
       coalesce(f.show_reblogs, false) as showing_reblogs,
       coalesce(f.notify, false) as notifying,
       f.languages,
       exists(select 1 from account_pins p where p.account_id = $1 and p.target_account_id = a.id) as endorsed,
       (select n.comment from account_notes n where n.account_id = $1 and n.target_account_id = a.id) as note,
       exists(select 1 from follows b where b.account_id = a.id and b.target_account_id = $1) as followed_by,
       exists(select 1 from follow_requests r where r.account_id = $1 and r.target_account_id = a.id) as requested,
       exists(select 1 from follow_requests r where r.account_id = a.id and r.target_account_id = $1) as requested_by,
       exists(select 1 from account_domain_blocks d where d.account_id = $1
         and lower(d.domain) = lower(a.domain)) as domain_blocking
     from accounts a
     left join follows f on f.account_id = $1 and f.target_account_id = a.id
     where a.id = any($2::bigint[])`,
    [viewerId, ids],
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  const flags = await relationshipFlags(db, viewerId, ids);
  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        following: row.following,
        showing_reblogs: row.showing_reblogs,
        notifying: row.notifying,
        languages: row.languages,
        followed_by: row.followed_by,
        blocking: flags.get(id)?.blocking ?? false,
        blocked_by: flags.get(id)?.blocked_by ?? false,
        muting: flags.get(id)?.muting ?? false,
        muting_notifications: flags.get(id)?.muting_notifications ?? false,
        requested: row.requested,
        requested_by: row.requested_by,
        domain_blocking: row.domain_blocking,
        endorsed: row.endorsed,
        note: row.note ?? '',
      },
    ];
  });
}
