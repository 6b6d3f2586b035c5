import type { IconName } from '../../components/Icon';

/** A link of the navigation: where, its icon, its message, and whether it shows. */
export interface NavEntry {
  to: string;
  icon: IconName;
  id: string;
  defaultMessage: string;
  shown: boolean;
}

/** The navigation's links to the reader's account lists that are always there. */
export const ACCOUNT_LIST_LINKS: NavEntry[] = [
  {
    to: '/domain_blocks',
    icon: 'block',
    id: 'navigation_bar.domain_blocks',
    defaultMessage: 'Blocked domains',
    shown: true,
  },
  {
    to: '/pinned',
    icon: 'bookmark',
    id: 'navigation_bar.pins',
    defaultMessage: 'Pinned posts',
    shown: true,
  },
  {
    to: '/directory',
    icon: 'users',
    id: 'getting_started.directory',
    defaultMessage: 'Profile directory',
    shown: true,
  },
];
