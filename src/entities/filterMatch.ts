import { keywordRegex } from '../lib/filterKeyword';
import { accountNote } from './account';
import type { Account, Filter, FilterResult, Status } from './types';

type Texts = Pick<Status, 'spoilerText' | 'contentPlain' | 'mediaAttachments'>;

/** What the client knows of a status to match a filter against it. */
export interface FilterSubject {
  status: Texts & Pick<Status, 'id' | 'quote' | 'statusReferenceIds'>;
  author: Pick<Account, 'acct' | 'displayName' | 'noteHtml' | 'emojis'> | null;
  /** The quoted and referenced statuses the client holds (kmyblue's with_quote). */
  linked: (Texts & Pick<Status, 'id'>)[];
  /** Whether the reader follows the author, as far as the client knows. */
  followsAuthor: boolean;
}

const textsOf = (s: Texts): string[] => [
  s.spoilerText,
  s.contentPlain,
  ...s.mediaAttachments.map((m) => m.description ?? ''),
];

/** The result a filter gives a status, as the filter's own fields say; null when none. */
export function filterResultOf(filter: Filter, subject: FilterSubject): FilterResult | null {
  const { status, author } = subject;
  // A local account's acct has no domain.
  if (filter.excludeLocalusers && author && !author.acct.includes('@')) return null;
  if (filter.excludeFollows && subject.followsAuthor) return null;
  const linked = filter.withQuote ? subject.linked : [];
  const texts = [
    ...textsOf(status),
    ...linked.flatMap(textsOf),
    ...(filter.withProfile && author ? [author.displayName, accountNote(author).plain] : []),
  ].join('\n');
  const keywordMatches = filter.keywords
    .filter((k) => keywordRegex(k.keyword, k.wholeWord).test(texts))
    .map((k) => k.keyword);
  const linkedIds = filter.withQuote
    ? [status.quote?.quotedStatusId ?? null, ...status.statusReferenceIds]
    : [];
  const statusMatches = [status.id, ...linkedIds].filter(
    (id): id is string => id !== null && filter.statuses.some((s) => s.statusId === id),
  );
  if (keywordMatches.length === 0 && statusMatches.length === 0) return null;
  return {
    filterId: filter.id,
    title: filter.title,
    action: filter.action,
    context: filter.context,
    expiresAt: filter.expiresAt,
    keywordMatches,
    statusMatches,
  };
}

/**
 * A status's results with one filter decided again: the filter's old result goes, its new one
 * (if any) takes its place; `next` null means the filter was deleted.
 */
export function refilteredResults(
  results: FilterResult[],
  filterId: string,
  next: FilterResult | null,
): FilterResult[] {
  const at = results.findIndex((r) => r.filterId === filterId);
  if (at < 0) return next ? [...results, next] : results;
  return next ? results.with(at, next) : results.toSpliced(at, 1);
}
