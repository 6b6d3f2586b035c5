/** Statuses as the serializers read them: the row with its counts and the viewer's flags,
 * and the media, mentions and tags of a set of statuses. */
import type {
  ApiLimitedScope,
  ApiMediaAttachmentJSON,
  ApiMediaMetaJSON,
  ApiSearchability,
  ApiVisibilityEx,
} from '../../src/api/types';
import { rows, type Queryable } from '../db/database';

export interface StatusRow {
  id: string;
  account_id: string;
  username: string;
  text: string;
  spoiler_text: string;
  sensitive: boolean;
  visibility: ApiVisibilityEx;
  limited_scope: ApiLimitedScope | null;
  searchability: ApiSearchability;
  language: string | null;
  markdown: boolean;
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  reblog_of_id: string | null;
  created_at: Date;
  edited_at: Date | null;
  application: { name: string; website: string | null } | null;
  favourites_count: number;
  reblogs_count: number;
  replies_count: number;
  referred_by_count: number;
  reference_ids: string[];
  favourited: boolean;
  reblogged: boolean;
  bookmarked: boolean;
  pinned: boolean;
  quote_of_id: string | null;
  quote_approval_policy: string;
  quote_state: string;
  quotes_count: number;
  follows_author: boolean;
  muted: boolean;
}

const STATUS_SELECT = `
select s.*, a.username,
  (select json_build_object('name', p.name, 'website', p.website) from oauth_apps p where p.id = s.application_id) as application,
  (select count(*) from favourites f where f.status_id = s.id)::int as favourites_count,
  (select count(*) from statuses r where r.reblog_of_id = s.id)::int as reblogs_count,
  (select count(*) from statuses r where r.in_reply_to_id = s.id)::int as replies_count,
  (select count(*) from status_references r where r.target_status_id = s.id)::int as referred_by_count,
  coalesce((select array_agg(r.target_status_id::text order by r.target_status_id) from status_references r where r.status_id = s.id), '{}') as reference_ids,
  exists(select 1 from favourites f where f.status_id = s.id and f.account_id = $2) as favourited,
  exists(select 1 from statuses r where r.reblog_of_id = s.id and r.account_id = $2) as reblogged,
  exists(select 1 from bookmarks b where b.status_id = s.id and b.account_id = $2) as bookmarked,
  exists(select 1 from status_pins p where p.status_id = s.id and p.account_id = $2) as pinned,
  (select count(*) from statuses q where q.quote_of_id = s.id and q.quote_state = 'accepted')::int as quotes_count,
  exists(select 1 from follows f where f.account_id = $2 and f.target_account_id = s.account_id) as follows_author,
  exists(select 1 from conversation_mutes cm where cm.account_id = $2 and cm.root_status_id = conversation_root(s.id)) as muted
from statuses s join accounts a on a.id = s.account_id
where s.id = any($1::bigint[])`;

/** The statuses with these ids, with the viewer's favourited, reblogged, … flags. */
export async function statusRowsByIds(
  db: Queryable,
  ids: string[],
  viewerId: string | null,
): Promise<Map<string, StatusRow>> {
  if (!ids.length) return new Map();
  const found = await rows<StatusRow>(db, STATUS_SELECT, [[...new Set(ids)], viewerId]);
  return new Map(found.map((row) => [row.id, row]));
}

export interface MediaRow {
  id: string;
  status_id: string;
  type: ApiMediaAttachmentJSON['type'];
  file_path: string;
  preview_path: string;
  meta: ApiMediaMetaJSON | null;
  description: string | null;
  blurhash: string | null;
}

export function mediaRowsOf(db: Queryable, statusIds: string[]): Promise<MediaRow[]> {
  return rows<MediaRow>(
    db,
    'select * from media_attachments where status_id = any($1::bigint[]) order by position, id',
    [statusIds],
  );
}

export function mentionRowsOf(
  db: Queryable,
  statusIds: string[],
): Promise<{ status_id: string; id: string; username: string }[]> {
  return rows(
    db,
    'select m.status_id, a.id, a.username from mentions m join accounts a on a.id = m.account_id where m.status_id = any($1::bigint[]) order by a.username',
    [statusIds],
  );
}

export function tagRowsOf(
  db: Queryable,
  statusIds: string[],
): Promise<{ status_id: string; name: string }[]> {
  return rows(
    db,
    'select status_id, name from status_tags where status_id = any($1::bigint[]) order by name',
    [statusIds],
  );
}
