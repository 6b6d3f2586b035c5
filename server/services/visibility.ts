import { one, rows, type Queryable } from '../db/database';

/** Visibilities anyone may read, signed in or not. */
export const OPEN_VISIBILITIES = ['public', 'unlisted', 'public_unlisted'];
/** Visibilities listed on the public and hashtag timelines (login only for signed-in readers). */
export const LISTED_VISIBILITIES = ['public', 'public_unlisted'];

/**
 * SQL that is true when the status aliased `s` may be read by the viewer in parameter `v`
 * (a placeholder such as $1 holding an account id or null).
 */
export function visibleSql(s: string, v: string): string {
  const follows = (from: string, to: string): string =>
    `exists(select 1 from follows vf where vf.account_id = ${from} and vf.target_account_id = ${to})`;
  // An author who blocks the reader is not readable by them at all (as in Mastodon).
  const blockedByAuthor = `exists(select 1 from blocks vb where vb.account_id = ${s}.account_id and vb.target_account_id = ${v}::bigint)`;
  return `(not ${blockedByAuthor}) and (${s}.account_id = ${v}::bigint
    or ${s}.visibility in ('public', 'unlisted', 'public_unlisted')
    or (${s}.visibility = 'login' and ${v}::bigint is not null)
    or (${s}.visibility = 'private' and ${follows(`${v}::bigint`, `${s}.account_id`)})
    or (${s}.visibility = 'limited' and ${s}.limited_scope = 'mutual'
        and ${follows(`${v}::bigint`, `${s}.account_id`)} and ${follows(`${s}.account_id`, `${v}::bigint`)})
    or exists(select 1 from mentions vm where vm.status_id = ${s}.id and vm.account_id = ${v}::bigint))`;
}

/** A boost is readable when both it and the boosted post are. */
export function visibleWithReblogSql(s: string, o: string, v: string): string {
  return `(${visibleSql(s, v)} and (${o}.id is null or ${visibleSql(o, v)}))`;
}

export async function canView(
  db: Queryable,
  statusId: string,
  viewerId: string | null,
): Promise<boolean> {
  const row = await one<{ ok: boolean }>(
    db,
    `select true as ok from statuses s left join statuses o on o.id = s.reblog_of_id
     where s.id = $2 and ${visibleWithReblogSql('s', 'o', '$1')}`,
    [viewerId, statusId],
  );
  return row !== undefined;
}

/** Which of these statuses the viewer may read (boosts with what they boost). */
export async function viewableStatusIds(
  db: Queryable,
  statusIds: string[],
  viewerId: string | null,
): Promise<Set<string>> {
  if (!statusIds.length) return new Set();
  const found = await rows<{ id: string }>(
    db,
    `select s.id from statuses s left join statuses o on o.id = s.reblog_of_id
     where s.id = any($2::bigint[]) and ${visibleWithReblogSql('s', 'o', '$1')}`,
    [viewerId, statusIds],
  );
  return new Set(found.map((row) => row.id));
}
