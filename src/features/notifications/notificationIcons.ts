import type { IconName } from '../../components/Icon';
import type { NotificationType } from '../../entities/types';

/** Each type's icon beside its message, as Mastodon and kmyblue draw them. */
export const NOTIFICATION_ICONS: Record<NotificationType, IconName> = {
  follow: 'personAdd',
  follow_request: 'personAdd',
  favourite: 'star',
  emoji_reaction: 'smile',
  reblog: 'boost',
  mention: 'at',
  status_reference: 'link',
  quote: 'quote',
  poll: 'poll',
  status: 'bell',
  list_status: 'menu',
  update: 'pencil',
  'admin.sign_up': 'personAdd',
  'admin.report': 'flag',
  moderation_warning: 'warning',
  severed_relationships: 'heartBroken',
  annual_report: 'cake',
  unknown: 'bell',
};
