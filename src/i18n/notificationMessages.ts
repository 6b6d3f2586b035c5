import type { NotificationType } from '../entities/types';

type Message = { id: string; defaultMessage: string };

/** " and N others" after the first name of a group; nothing for a group of one. */
const others = (rest: string) =>
  `{name} {count, plural, =0 {} one {and # other } other {and # others }}${rest}`;

/**
 * What a group says, by type, in Mastodon's and kmyblue's English wording. Values: name (the
 * first account), count (the others), listName (list_status), target (admin.report), year
 * (annual_report). Unknown types say '[NO MESSAGE DEFINITION]'.
 */
export const NOTIFICATION_MESSAGES: Record<NotificationType, Message> = {
  follow: { id: 'notification.follow', defaultMessage: others('followed you') },
  follow_request: {
    id: 'notification.follow_request',
    defaultMessage: others('has requested to follow you'),
  },
  favourite: { id: 'notification.favourite', defaultMessage: others('favorited your post') },
  // kmyblue's wording.
  emoji_reaction: {
    id: 'notification.emoji_reaction',
    defaultMessage: others('reacted your post with emoji'),
  },
  reblog: { id: 'notification.reblog', defaultMessage: others('boosted your post') },
  mention: { id: 'notification.mention', defaultMessage: '{name} mentioned you' },
  status_reference: {
    id: 'notification.status_reference',
    defaultMessage: '{name} quoted your post',
  },
  quote: { id: 'notification.label.quote', defaultMessage: '{name} quoted your post' },
  poll: { id: 'notification.poll', defaultMessage: 'A poll you voted in has ended' },
  status: { id: 'notification.status', defaultMessage: '{name} just posted' },
  list_status: {
    id: 'notification.list_status',
    defaultMessage: '{name} post is added to {listName}',
  },
  update: { id: 'notification.update', defaultMessage: '{name} edited a post' },
  'admin.sign_up': { id: 'notification.admin.sign_up', defaultMessage: others('signed up') },
  'admin.report': { id: 'notification.admin.report', defaultMessage: '{name} reported {target}' },
  moderation_warning: {
    id: 'notification.moderation_warning',
    defaultMessage: 'You have received a moderation warning',
  },
  severed_relationships: {
    id: 'notification.relationships_severance_event',
    defaultMessage: 'Lost connections with {target}',
  },
  annual_report: {
    id: 'notification.annual_report.message',
    defaultMessage:
      "Your {year} #Wrapstodon awaits! Unveil your year's highlights and memorable moments on Mastodon!",
  },
  unknown: { id: 'notification.unknown', defaultMessage: '[NO MESSAGE DEFINITION]' },
};

/** A poll of the reader's own that ended says so (Mastodon's own_poll). */
export const OWN_POLL_MESSAGE: Message = {
  id: 'notification.own_poll',
  defaultMessage: 'Your poll has ended',
};
