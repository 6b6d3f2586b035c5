import type {
  ApiAnnouncementJSON,
  ApiAnnouncementReactionJSON,
  ApiMentionJSON,
} from '../../src/api/types';
import { extractEntities } from '../content/text';
import { textToHtml, type MentionTarget } from '../content/html';
import type { AnnouncementReactionRow, AnnouncementRow } from '../services/announcements';
import { accountsByUsername, announcementReactions } from '../services/announcements';
import { accountUrl } from './accounts';
import type { SerializeContext } from './context';
import { emojisIn } from './emojis';
import { tagUrl } from './tags';

/** A reaction's total; a custom emoji comes with its picture. */
export function announcementReactionJSON(
  ctx: SerializeContext,
  row: Pick<AnnouncementReactionRow, 'name' | 'count' | 'me'>,
): ApiAnnouncementReactionJSON {
  const json: ApiAnnouncementReactionJSON = { name: row.name, count: row.count, me: row.me };
  const emoji = ctx.emojis.get(row.name);
  if (emoji) {
    json.url = `${ctx.origin}/system/${emoji.file_path}`;
    json.static_url = json.url;
  }
  return json;
}

/** Announcements as Mastodon sends them: the text as HTML with its mentions, tags and emoji. */
export async function announcementsJSON(
  ctx: SerializeContext,
  found: AnnouncementRow[],
): Promise<ApiAnnouncementJSON[]> {
  const reactions = await announcementReactions(
    ctx.db,
    ctx.viewerId,
    found.map((row) => row.id),
  );
  const result: ApiAnnouncementJSON[] = [];
  for (const row of found) {
    const entities = extractEntities(row.text);
    const local = entities.mentions.filter((m) => !m.domain || m.domain === ctx.host);
    const accounts = await accountsByUsername(
      ctx.db,
      local.map((m) => m.username),
    );
    const mentions: ApiMentionJSON[] = accounts.map((a) => ({
      id: a.id,
      username: a.username,
      acct: a.username,
      url: accountUrl(ctx.origin, a.username),
    }));
    const targets = new Map<string, MentionTarget>(
      mentions.map((m) => [m.username.toLowerCase(), { username: m.username, url: m.url }]),
    );
    result.push({
      id: row.id,
      content: textToHtml(row.text, { origin: ctx.origin, mentions: targets }),
      starts_at: row.starts_at?.toISOString() ?? null,
      ends_at: row.ends_at?.toISOString() ?? null,
      all_day: row.all_day,
      published: true,
      published_at: row.published_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      ...(ctx.viewerId ? { read: row.read } : {}),
      mentions,
      statuses: [],
      tags: entities.tags.map((name) => ({ name, url: tagUrl(ctx.origin, name) })),
      emojis: emojisIn(ctx, row.text),
      reactions: reactions
        .filter((r) => r.announcement_id === row.id)
        .map((r) => announcementReactionJSON(ctx, r)),
    });
  }
  return result;
}
