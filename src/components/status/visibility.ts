import type { IconName } from '../Icon';
import type { LimitedScope, Searchability, Visibility } from '../../entities/types';

type Meta = { icon: IconName; id: string; defaultMessage: string };

/** Icons and names for kmyblue's visibilities and searchabilities (kmyblue's English wording). */
export const VISIBILITY_META: Record<Visibility, Meta> = {
  public: { icon: 'globe', id: 'privacy.public.short', defaultMessage: 'Public' },
  public_unlisted: {
    icon: 'cloud',
    id: 'privacy.public_unlisted.short',
    defaultMessage: 'Local public',
  },
  unlisted: { icon: 'moon', id: 'privacy.unlisted.short', defaultMessage: 'Quiet public' },
  login: { icon: 'key', id: 'privacy.login.short', defaultMessage: 'Login only' },
  private: { icon: 'lock', id: 'privacy.private.short', defaultMessage: 'Followers' },
  limited: { icon: 'circle', id: 'privacy.limited.short', defaultMessage: 'Limited' },
  direct: { icon: 'at', id: 'privacy.direct.short', defaultMessage: 'Specific people' },
};

/** A limited post names its scope instead. */
export const LIMITED_SCOPE_META: Record<LimitedScope, Meta> = {
  mutual: { icon: 'users', id: 'status.visibility.mutual', defaultMessage: 'Mutual' },
  circle: { icon: 'circle', id: 'privacy.circle.short', defaultMessage: 'Circle' },
  reply: { icon: 'reply', id: 'privacy.reply.short', defaultMessage: 'Reply' },
  personal: { icon: 'lock', id: 'privacy.personal.short', defaultMessage: 'Yourself only' },
};

export const SEARCHABILITY_META: Record<Searchability, Meta> = {
  public: { icon: 'search', id: 'searchability.public.short', defaultMessage: 'Public' },
  public_unlisted: {
    icon: 'search',
    id: 'status.searchability.public_unlisted',
    defaultMessage: 'Public unlisted',
  },
  private: { icon: 'search', id: 'searchability.private.short', defaultMessage: 'Followers' },
  direct: { icon: 'search', id: 'searchability.direct.short', defaultMessage: 'Reactionners' },
  limited: { icon: 'search', id: 'searchability.limited.short', defaultMessage: 'Self only' },
  unsupported: {
    icon: 'search',
    id: 'searchability.unsupported.short',
    defaultMessage: 'Unsupported',
  },
};

/** What the header shows for a status's audience. */
export function visibilityMeta(visibility: Visibility, scope: LimitedScope | null): Meta {
  return visibility === 'limited' && scope
    ? LIMITED_SCOPE_META[scope]
    : VISIBILITY_META[visibility];
}
