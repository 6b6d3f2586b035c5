/** kmyblue's reaction deck (the reader's emoji palette) and the names of reactions by id. */
import { REACTION_DECK_MAX_EMOJIS } from '../config';
import { one, rows, type Queryable } from '../db/database';
import { reactionName } from './emojiReactions';

export async function readDeck(
  db: Queryable,
  accountId: string,
): Promise<{ id: string; name: string }[]> {
  const row = await one<{ emojis: string[] }>(
    db,
    'select emojis from reaction_decks where account_id = $1',
    [accountId],
  );
  return (row?.emojis ?? []).map((name, i) => ({ id: String(i), name }));
}

/** Replaces the deck: names normalised, blanks and repeats dropped, at most the configured few. */
export async function saveDeck(db: Queryable, accountId: string, emojis: string[]): Promise<void> {
  const names = emojis.map(reactionName).filter(Boolean);
  const deck = [...new Set(names)].slice(0, REACTION_DECK_MAX_EMOJIS);
  await db.query(
    `insert into reaction_decks (account_id, emojis) values ($1, $2)
     on conflict (account_id) do update set emojis = excluded.emojis`,
    [accountId, JSON.stringify(deck)],
  );
}

/** The emoji of each reaction, by the reaction's id. */
export async function reactionNames(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  const found = await rows<{ id: string; name: string }>(
    db,
    'select id, name from emoji_reactions where id = any($1::bigint[])',
    [ids],
  );
  return new Map(found.map((r) => [r.id, r.name]));
}
