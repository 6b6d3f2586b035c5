/** What the status serializers read beside the status: polls, link previews, emoji reactions. */
import type { ApiPreviewCardJSON } from '../../src/api/types';
import { rows, type Queryable } from '../db/database';

export interface PollRow {
  status_id: string;
  account_id: string;
  options: string[];
  multiple: boolean;
  hide_totals: boolean;
  expires_at: Date | null;
  votes: { choice: number; count: number }[] | null;
  voters_count: number;
  own_votes: number[] | null;
}

/** Polls with their vote counts and the viewer's own votes (poll id = status id). */
export function pollRows(
  db: Queryable,
  ids: string[],
  viewerId: string | null,
): Promise<PollRow[]> {
  return rows<PollRow>(
    db,
    `select p.status_id, s.account_id, p.options, p.multiple, p.hide_totals, p.expires_at,
       (select json_agg(json_build_object('choice', v.choice, 'count', v.n)) from
         (select choice, count(*)::int as n from poll_votes where status_id = p.status_id group by choice) v) as votes,
       (select count(distinct account_id)::int from poll_votes where status_id = p.status_id) as voters_count,
       (select array_agg(choice order by choice) from poll_votes where status_id = p.status_id and account_id = $2) as own_votes
     from polls p join statuses s on s.id = p.status_id where p.status_id = any($1::bigint[])`,
    [ids, viewerId],
  );
}

/** A preview card; `key` is what it is looked up by (the status showing it, or its own id). */
export interface CardRow {
  key: string;
  url: string;
  type: ApiPreviewCardJSON['type'];
  title: string;
  description: string;
  provider_name: string;
  provider_url: string;
  author_name: string;
  author_url: string;
  author_account_id: string | null;
  image_path: string | null;
  image_description: string;
  width: number;
  height: number;
  blurhash: string | null;
  html: string;
  embed_url: string;
  language: string | null;
  published_at: Date | null;
}

export function cardRows(db: Queryable, ids: string[]): Promise<CardRow[]> {
  return rows<CardRow>(
    db,
    `select s.id as key, c.* from statuses s join preview_cards c on c.id = s.preview_card_id
     where s.id = any($1::bigint[])`,
    [ids],
  );
}

/** Preview cards by their own ids. */
export function cardRowsById(db: Queryable, ids: string[]): Promise<CardRow[]> {
  return rows<CardRow>(
    db,
    'select c.id as key, c.* from preview_cards c where c.id = any($1::bigint[])',
    [ids],
  );
}

/** Reactions per status and emoji, in the order each emoji first came, with who reacted. */
export function reactionRows(
  db: Queryable,
  ids: string[],
): Promise<{ status_id: string; name: string; account_ids: string[] }[]> {
  return rows<{ status_id: string; name: string; account_ids: string[] }>(
    db,
    `select status_id, name, array_agg(account_id::text order by id) as account_ids
     from emoji_reactions where status_id = any($1::bigint[])
     group by status_id, name order by status_id, min(id)`,
    [ids],
  );
}

/** The preview card at a URL, if any post has shown one. */
export async function cardIdByUrl(db: Queryable, url: string): Promise<string | null> {
  const found = await rows<{ id: string }>(db, 'select id from preview_cards where url = $1', [
    url,
  ]);
  return found[0]?.id ?? null;
}
