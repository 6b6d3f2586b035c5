/** Tags with their week of use and the reader's marks, featured tags, trending links. */
import type {
  ApiFeaturedTagJSON,
  ApiTagHistoryJSON,
  ApiTagJSON,
  ApiTrendsLinkJSON,
} from '../../src/api/types';
import { cardRowsById } from '../services/statusExtraRows';
import { historiesOf, type HistoryDay } from '../services/tagHistory';
import { tagMarks, type FeaturedTagRow } from '../services/tags';
import type { ServerState } from '../state';
import type { SerializeContext } from './context';
import { cardsJSON } from './statusExtras';

const historyJSON = (days: HistoryDay[]): ApiTagHistoryJSON[] =>
  days.map((d) => ({ day: d.day, uses: String(d.uses), accounts: String(d.accounts) }));

/**
 * Mastodon 4.4's tag featuring (`featuring`, POST tags/:name/feature): the kmyblue sandbox has it,
 * the vanilla one imitates 4.3, which has not.
 */
export const hasTagFeaturing = (state: Pick<ServerState, 'flavour'>): boolean =>
  state.flavour === 'kmyblue';

export const tagUrl = (origin: string, name: string): string =>
  `${origin}/tags/${encodeURIComponent(name)}`;

/**
 * Tags in the given order. `following` for a signed-in reader; `featuring` too where the server
 * has Mastodon 4.4's tag featuring (`withFeaturing`).
 */
export async function tagsJSON(
  ctx: Pick<SerializeContext, 'db' | 'origin' | 'viewerId'>,
  names: string[],
  withFeaturing: boolean,
): Promise<ApiTagJSON[]> {
  const [histories, marks] = await Promise.all([
    historiesOf(ctx.db, 'tag', names),
    tagMarks(ctx.db, ctx.viewerId, names),
  ]);
  return names.map((name) => {
    const json: ApiTagJSON = {
      name,
      url: tagUrl(ctx.origin, name),
      history: historyJSON(histories.get(name) ?? []),
    };
    if (ctx.viewerId) {
      json.following = marks.following.has(name);
      if (withFeaturing) json.featuring = marks.featuring.has(name);
    }
    return json;
  });
}

export function featuredTagJSON(
  origin: string,
  username: string,
  row: FeaturedTagRow,
): ApiFeaturedTagJSON {
  return {
    id: row.id,
    name: row.name,
    url: `${origin}/@${username}/tagged/${encodeURIComponent(row.name)}`,
    statuses_count: String(row.statuses_count),
    last_status_at: row.last_status_at ? row.last_status_at.toISOString().slice(0, 10) : null,
  };
}

/** Preview cards in the given order, each with its week of shares. */
export async function trendsLinksJSON(
  ctx: SerializeContext,
  cardIds: string[],
): Promise<ApiTrendsLinkJSON[]> {
  const [cards, histories] = await Promise.all([
    cardRowsById(ctx.db, cardIds).then((found) => cardsJSON(ctx, found)),
    historiesOf(ctx.db, 'link', cardIds),
  ]);
  return cardIds.flatMap((id) => {
    const card = cards.get(id);
    return card ? [{ ...card, history: historyJSON(histories.get(id) ?? []) }] : [];
  });
}
