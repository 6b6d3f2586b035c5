import type { ApiFilterBody, ApiFilterKeywordAttributes } from '../api/types';
import type { Filter, FilterDraft, FilterKeyword } from './types';

/**
 * The keyword edits as Rails nested attributes: a new keyword goes without an id, a changed one
 * with its id, a removed one as `{id, _destroy: true}`; unchanged and blank new ones are left out.
 */
export function keywordsAttributes(
  draft: FilterDraft['keywords'],
  original: FilterKeyword[],
): ApiFilterKeywordAttributes[] {
  const kept = new Set(draft.flatMap((k) => (k.id ? [k.id] : [])));
  const edits = draft.flatMap((k): ApiFilterKeywordAttributes[] => {
    const keyword = k.keyword.trim();
    if (!k.id) return keyword ? [{ keyword, whole_word: k.wholeWord }] : [];
    const before = original.find((o) => o.id === k.id);
    if (before && before.keyword === keyword && before.wholeWord === k.wholeWord) return [];
    return [{ id: k.id, keyword, whole_word: k.wholeWord }];
  });
  const removals = original
    .filter((o) => !kept.has(o.id))
    .map((o): ApiFilterKeywordAttributes => ({ id: o.id, _destroy: true }));
  return [...edits, ...removals];
}

/**
 * What goes over the wire for a new or edited filter. kmyblue's action and switches go only to
 * a server that has them; elsewhere half_warn falls back to warn.
 */
export function filterRequestBody(
  draft: FilterDraft,
  original: Filter | null,
  isKmyblue: boolean,
): ApiFilterBody {
  const body: ApiFilterBody = {
    title: draft.title.trim(),
    context: draft.context,
    filter_action: draft.action === 'half_warn' && !isKmyblue ? 'warn' : draft.action,
    keywords_attributes: keywordsAttributes(draft.keywords, original?.keywords ?? []),
  };
  if (draft.expiresIn !== undefined) body.expires_in = draft.expiresIn;
  if (isKmyblue) {
    body.exclude_follows = draft.excludeFollows;
    body.exclude_localusers = draft.excludeLocalusers;
    body.with_quote = draft.withQuote;
    body.with_profile = draft.withProfile;
  }
  return body;
}

/** A draft to edit a filter with (or a fresh one), expiry left as it is. */
export function filterDraftOf(filter: Filter | null, context: string[] = ['home']): FilterDraft {
  return {
    title: filter?.title ?? '',
    context: filter?.context ?? context,
    action: filter?.action ?? 'warn',
    keywords: filter?.keywords.map((k) => ({ ...k })) ?? [],
    expiresIn: filter ? undefined : null,
    excludeFollows: filter?.excludeFollows ?? false,
    excludeLocalusers: filter?.excludeLocalusers ?? false,
    withQuote: filter?.withQuote ?? true,
    withProfile: filter?.withProfile ?? false,
  };
}
