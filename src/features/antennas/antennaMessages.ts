/** kmyblue's English wording for its antenna screens (its `antennas.*` message ids). */
import type { AntennaRuleKind } from '../../entities/types';
import { message } from '../../i18n/text';

/** Each rule list's heading, included and excluded. */
export const RULE_TITLES = {
  accounts: [
    message('antennas.accounts_title', 'Accounts'),
    message('antennas.exclude_accounts', 'Exclude accounts'),
  ],
  domains: [
    message('antennas.domains_title', 'Domains'),
    message('antennas.exclude_domains', 'Exclude domains'),
  ],
  tags: [message('antennas.tags_title', 'Tags'), message('antennas.exclude_tags', 'Exclude tags')],
  keywords: [
    message('antennas.keywords_title', 'Keywords'),
    message('antennas.exclude_keywords', 'Exclude keywords'),
  ],
} as const satisfies Record<AntennaRuleKind, readonly [unknown, unknown]>;

/** The new entry's field and its button, per word rule. */
export const TERM_INPUTS = {
  keywords: {
    placeholder: message('antennas.add_keyword_placeholder', 'New keyword'),
    add: message('antennas.add_keyword', 'Add keyword'),
  },
  domains: {
    placeholder: message('antennas.add_domain_placeholder', 'New domain'),
    add: message('antennas.add_domain', 'Add domain'),
  },
  tags: {
    placeholder: message('antennas.add_tag_placeholder', 'New tag'),
    add: message('antennas.add_tag', 'Add tag'),
  },
} as const;

export const ANTENNA_TEXT = {
  goTimeline: message('antennas.go_timeline', 'Go to antenna timeline'),
  removeEntry: message('antennas.remove_entry', 'Remove {value}'),
  removeAccount: message('antennas.account.remove', 'Remove from antenna'),
  addAccount: message('antennas.account.add', 'Add to antenna'),
  searchAccounts: message('antennas.search_accounts', 'Search accounts'),
  search: message('antennas.search_button', 'Search'),
  noEntries: message('antennas.no_entries', 'None yet.'),
} as const;
