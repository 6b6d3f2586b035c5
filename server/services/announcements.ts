/**
 * The server's announcements: current ones (begun, not ended), who has read each, and reactions
 * by emoji (a unicode emoji or a custom emoji's shortcode, one of each per reader).
 */
import { one, rows, type Queryable } from '../db/database';
import { snowflakeAt } from '../ids';
import type { EventHub } from './events';

export interface AnnouncementRow {
  id: string;
  text: string;
  starts_at: Date | null;
  ends_at: Date | null;
  all_day: boolean;
  published_at: Date;
  updated_at: Date;
  read: boolean;
}

export interface AnnouncementReactionRow {
  announcement_id: string;
  name: string;
  count: number;
  me: boolean;
}

export interface AnnouncementInput {
  text: string;
  startsAt?: Date | null;
  endsAt?: Date | null;
  allDay?: boolean;
  at?: Date;
}

const COLUMNS = `a.id, a.text, a.starts_at, a.ends_at, a.all_day, a.published_at, a.updated_at,
  exists (select 1 from announcement_reads r
          where r.announcement_id = a.id and r.account_id = $1) as read`;

/** The announcements in force now, oldest first (as Mastodon lists them). */
export function currentAnnouncements(
  db: Queryable,
  viewer: string | null,
): Promise<AnnouncementRow[]> {
  return rows<AnnouncementRow>(
    db,
    `select ${COLUMNS} from announcements a
     where (a.starts_at is null or a.starts_at <= now()) and (a.ends_at is null or a.ends_at > now())
     order by coalesce(a.starts_at, a.published_at) asc, a.id asc`,
    [viewer],
  );
}

export async function announcementById(
  db: Queryable,
  viewer: string | null,
  id: string,
): Promise<AnnouncementRow | null> {
  const [row] = await rows<AnnouncementRow>(
    db,
    `select ${COLUMNS} from announcements a where a.id = $2`,
    [viewer, id],
  );
  return row ?? null;
}

/** Reaction totals per announcement and emoji, first given first. */
export function announcementReactions(
  db: Queryable,
  viewer: string | null,
  ids: string[],
): Promise<AnnouncementReactionRow[]> {
  return rows<AnnouncementReactionRow>(
    db,
    `select announcement_id, name, count(*)::int as count, bool_or(account_id = $1) as me
     from announcement_reactions where announcement_id = any($2::bigint[])
     group by announcement_id, name order by min(created_at), name`,
    [viewer, ids],
  );
}

export async function createAnnouncement(db: Queryable, input: AnnouncementInput): Promise<string> {
  const at = input.at ?? new Date();
  const id = snowflakeAt(at);
  await db.query(
    `insert into announcements (id, text, starts_at, ends_at, all_day, published_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6)`,
    [id, input.text, input.startsAt ?? null, input.endsAt ?? null, input.allDay ?? false, at],
  );
  return id;
}

/** Changes the text; false when there is no such announcement. */
export async function updateAnnouncement(db: Queryable, id: string, text: string) {
  const result = await db.query(
    'update announcements set text = $2, updated_at = now() where id = $1',
    [id, text],
  );
  return (result.affectedRows ?? 0) > 0;
}

export async function deleteAnnouncement(db: Queryable, id: string): Promise<boolean> {
  const result = await db.query('delete from announcements where id = $1', [id]);
  return (result.affectedRows ?? 0) > 0;
}

export async function dismissAnnouncement(db: Queryable, viewer: string, id: string) {
  await db.query(
    `insert into announcement_reads (announcement_id, account_id) values ($1, $2)
     on conflict do nothing`,
    [id, viewer],
  );
}

/** Adds or takes back the reader's reaction; whether anything changed. */
export async function changeAnnouncementReaction(
  db: Queryable,
  viewer: string,
  id: string,
  name: string,
  add: boolean,
  at = new Date(),
): Promise<boolean> {
  const result = add
    ? await db.query(
        `insert into announcement_reactions (announcement_id, account_id, name, created_at)
         values ($1, $2, $3, $4) on conflict do nothing`,
        [id, viewer, name, at],
      )
    : await db.query(
        `delete from announcement_reactions
         where announcement_id = $1 and account_id = $2 and name = $3`,
        [id, viewer, name],
      );
  return (result.affectedRows ?? 0) > 0;
}

/** How many readers reacted with one emoji. */
export async function reactionCount(db: Queryable, id: string, name: string): Promise<number> {
  const row = await one<{ count: number }>(
    db,
    `select count(*)::int as count from announcement_reactions
     where announcement_id = $1 and name = $2`,
    [id, name],
  );
  return row?.count ?? 0;
}

/** The accounts an announcement mentions, by lower-cased username. */
export function accountsByUsername(
  db: Queryable,
  usernames: string[],
): Promise<{ id: string; username: string }[]> {
  if (!usernames.length) return Promise.resolve([]);
  return rows(db, 'select id, username from accounts where lower(username) = any($1::text[])', [
    usernames,
  ]);
}

/** Publishes an announcement and tells every signed-in stream (the sandbox's stand-in for admin). */
export async function publishAnnouncement(
  db: Queryable,
  hub: EventHub | null,
  input: AnnouncementInput,
): Promise<string> {
  const id = await createAnnouncement(db, input);
  hub?.emit({ type: 'announcement', announcementId: id });
  return id;
}

/** Changes an announcement's text and sends it again. */
export async function editAnnouncement(
  db: Queryable,
  hub: EventHub | null,
  id: string,
  text: string,
) {
  const changed = await updateAnnouncement(db, id, text);
  if (changed) hub?.emit({ type: 'announcement', announcementId: id });
  return changed;
}

export async function unpublishAnnouncement(db: Queryable, hub: EventHub | null, id: string) {
  const deleted = await deleteAnnouncement(db, id);
  if (deleted) hub?.emit({ type: 'announcement.delete', announcementId: id });
  return deleted;
}
