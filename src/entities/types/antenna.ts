/** kmyblue's antennas (kmyblue-api.md §9) as the client keeps them. */
import type { ANTENNA_TERM_KINDS } from '../antenna';

/** An antenna's settings; its rules (accounts, domains, tags, keywords) are read apart. */
export interface Antenna {
  id: string;
  title: string;
  /** Social timeline mode: home and local posts, conditions ignored. */
  stl: boolean;
  /** Local timeline mode: local public posts, conditions ignored. */
  ltl: boolean;
  /** Delivered into home (or `list`) instead of the antenna's own timeline. */
  insertFeeds: boolean;
  withMediaOnly: boolean;
  ignoreReblog: boolean;
  /** SPEC: true unless the server says otherwise. */
  favourite: boolean;
  /** Include conditions only; exclusions are not counted. */
  accountsCount: number;
  domainsCount: number;
  tagsCount: number;
  keywordsCount: number;
  /** The list it delivers into; null for home or its own timeline. */
  list: { id: string; title: string } | null;
}

/** The word rules of an antenna (keywords, domains, tags). */
export type AntennaTermKind = (typeof ANTENNA_TERM_KINDS)[number];

export interface AntennaTerms {
  include: string[];
  exclude: string[];
}

/** Every rule an antenna has: the word rules and the accounts. */
export type AntennaRuleKind = AntennaTermKind | 'accounts';

/** One rule list: a kind, included or excluded. */
export interface AntennaRule {
  kind: AntennaRuleKind;
  exclude: boolean;
}
