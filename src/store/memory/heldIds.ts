/**
 * What a slice declares it refers to: the statuses and accounts it holds by id. The sweep
 * keeps these (and what they show); null and undefined stand for "none here" and are skipped.
 */
export interface HeldIds {
  statusIds?: Iterable<string | null | undefined>;
  accountIds?: Iterable<string | null | undefined>;
}
