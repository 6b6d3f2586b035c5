import type { IconName } from '../Icon';
import type { Visibility } from '../../entities/types';

/** Icons and names for kmyblue's visibilities (Mastodon's wording where it has one). */
export const VISIBILITY_META: Record<
  Visibility,
  { icon: IconName; id: string; defaultMessage: string }
> = {
  public: { icon: 'globe', id: 'privacy.public.short', defaultMessage: 'Public' },
  public_unlisted: {
    icon: 'globe',
    id: 'privacy.public_unlisted.short',
    defaultMessage: 'Local public',
  },
  unlisted: { icon: 'moon', id: 'privacy.unlisted.short', defaultMessage: 'Quiet public' },
  login: { icon: 'key', id: 'privacy.login.short', defaultMessage: 'Login only' },
  private: { icon: 'lock', id: 'privacy.private.short', defaultMessage: 'Followers' },
  limited: { icon: 'circle', id: 'privacy.limited.short', defaultMessage: 'Limited' },
  direct: { icon: 'at', id: 'privacy.direct.short', defaultMessage: 'Specific people' },
};
