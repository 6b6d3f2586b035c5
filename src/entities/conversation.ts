import type {
  ApiAnnouncementJSON,
  ApiAnnouncementReactionEventJSON,
  ApiAnnouncementReactionJSON,
  ApiConversationJSON,
} from '../api/types';
import { htmlToRichNodes } from '../lib/richText';
import { safeHttpUrl } from '../lib/url';
import { normaliseAccount } from './account';
import { dedupeBundle, emptyBundle } from './bundle';
import { normaliseCustomEmojis } from './customEmoji';
import { normaliseStatus } from './status';
import { readItem } from './statusList';
import { normaliseMention } from './statusParts';
import type { Announcement, AnnouncementReaction, Conversation, EntityBundle } from './types';
import { asArray, reader, readEach } from './validate';

/** A conversation; its accounts and last status go into the bundle. */
export function normaliseConversation(json: unknown, bundle: EntityBundle): Conversation {
  const r = reader<ApiConversationJSON>(json, 'Conversation');
  const accountIds = r.array('accounts').map((account) => normaliseAccount(account, bundle).id);
  const last = r.object('last_status');
  return {
    id: r.string('id'),
    unread: r.boolean('unread'),
    accountIds,
    lastStatusId: last ? normaliseStatus(last, bundle).id : null,
  };
}

/** Null for a reaction with nothing left on it. */
export function normaliseAnnouncementReaction(json: unknown): AnnouncementReaction | null {
  const r = reader<ApiAnnouncementReactionJSON>(json, 'Announcement reaction');
  const count = r.numberOr('count', 0);
  if (count <= 0) return null;
  const url = safeHttpUrl(r.json.url);
  return {
    name: r.string('name'),
    count,
    me: r.boolean('me'),
    url,
    staticUrl: safeHttpUrl(r.json.static_url) ?? url,
  };
}

export function normaliseAnnouncement(json: unknown): Announcement {
  const r = reader<ApiAnnouncementJSON>(json, 'Announcement');
  const emojis = normaliseCustomEmojis(r.json.emojis);
  const mentions = readEach(r.array('mentions'), normaliseMention);
  return {
    id: r.string('id'),
    content: htmlToRichNodes(r.stringOr('content', ''), { emojis, mentions }),
    startsAt: r.stringOr('starts_at', null),
    endsAt: r.stringOr('ends_at', null),
    allDay: r.boolean('all_day'),
    publishedAt: r.string('published_at'),
    updatedAt: r.stringOr('updated_at', r.string('published_at')),
    read: r.boolean('read'),
    reactions: readEach(r.array('reactions'), normaliseAnnouncementReaction),
  };
}

/** The `announcement.reaction` event: the new total of one emoji on one announcement. */
export function normaliseAnnouncementReactionEvent(json: unknown): {
  announcementId: string;
  name: string;
  count: number;
} {
  const r = reader<ApiAnnouncementReactionEventJSON>(json, 'Announcement reaction');
  return {
    announcementId: r.string('announcement_id'),
    name: r.string('name'),
    count: r.number('count'),
  };
}

/** A page of conversations; one that cannot be read is left out. */
export function normaliseConversations(json: unknown): {
  conversations: Conversation[];
  bundle: EntityBundle;
} {
  const bundle = emptyBundle();
  const conversations: Conversation[] = [];
  for (const item of asArray(json, 'Conversations')) {
    const read = readItem(item, bundle, normaliseConversation);
    if (!('invalid' in read)) conversations.push(read);
  }
  return { conversations, bundle: dedupeBundle(bundle) };
}

/** The announcements; one that cannot be read is left out. */
export function normaliseAnnouncements(json: unknown): Announcement[] {
  return readEach(asArray(json, 'Announcements'), normaliseAnnouncement);
}
