import type { NotificationType } from '../entities/types';

/** What a group says, by type; unknown types say '[NO MESSAGE DEFINITION]'. */
export const NOTIFICATION_MESSAGES: Record<
  NotificationType,
  { id: string; defaultMessage: string }
> = {
  follow: {
    id: 'notification.follow',
    defaultMessage:
      '{name} {count, plural, =0 {} one {and # other } other {and # others }}followed you',
  },
  follow_request: {
    id: 'notification.follow_request',
    defaultMessage: '{name} has requested to follow you',
  },
  favourite: {
    id: 'notification.favourite',
    defaultMessage:
      '{name} {count, plural, =0 {} one {and # other } other {and # others }}favorited your post',
  },
  emoji_reaction: {
    id: 'notification.emoji_reaction',
    defaultMessage:
      '{name} {count, plural, =0 {} one {and # other } other {and # others }}reacted to your post',
  },
  reblog: {
    id: 'notification.reblog',
    defaultMessage:
      '{name} {count, plural, =0 {} one {and # other } other {and # others }}boosted your post',
  },
  mention: { id: 'notification.mention', defaultMessage: '{name} mentioned you' },
  status_reference: {
    id: 'notification.status_reference',
    defaultMessage: '{name} referred to your post',
  },
  quote: { id: 'notification.quote', defaultMessage: '{name} quoted your post' },
  poll: { id: 'notification.poll', defaultMessage: 'A poll you voted in has ended' },
  status: { id: 'notification.status', defaultMessage: '{name} just posted' },
  list_status: { id: 'notification.list_status', defaultMessage: '{name} posted to a list' },
  update: { id: 'notification.update', defaultMessage: '{name} edited a post' },
  'admin.sign_up': { id: 'notification.admin.sign_up', defaultMessage: '{name} signed up' },
  'admin.report': { id: 'notification.admin.report', defaultMessage: '{name} filed a report' },
  moderation_warning: {
    id: 'notification.moderation_warning',
    defaultMessage: 'You have received a moderation warning',
  },
  severed_relationships: {
    id: 'notification.severed_relationships',
    defaultMessage: 'Relationships with a server were severed',
  },
  annual_report: {
    id: 'notification.annual_report',
    defaultMessage: 'Your year in review is ready',
  },
  unknown: { id: 'notification.unknown', defaultMessage: '[NO MESSAGE DEFINITION]' },
};
