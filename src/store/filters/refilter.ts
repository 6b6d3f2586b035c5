import { filterResultOf, refilteredResults } from '../../entities/filterMatch';
import type { Filter, FilterResult, Status } from '../../entities/types';
import { sameData } from '../../lib/sameData';
import type { RootState } from '../index';
import { selectAccount, selectStatus } from '../selectors';
import { selectRelationship } from '../accounts/selectors';
import { statusesSelectors } from '../statuses/statuses';

/**
 * Every stored status decided again for one filter that was just made, edited or deleted
 * (`filter` null), as Mastodon's web UI matched keywords before v4: the server's `filtered`
 * came with each status before the change, so only this filter's part is redone, at once and
 * with no request. Returns only the statuses whose results change. A boost's own results stay
 * out: what shows, and what filters decide on, is the boosted status.
 */
export function refilteredStatuses(
  state: RootState,
  filterId: string,
  filter: Filter | null,
): { id: string; filtered: FilterResult[] }[] {
  return statusesSelectors.selectAll(state.statuses).flatMap((status) => {
    const next =
      filter && !status.reblogId ? filterResultOf(filter, subjectOf(state, status)) : null;
    const filtered = refilteredResults(status.filtered, filterId, next);
    return sameData(status.filtered, filtered) ? [] : [{ id: status.id, filtered }];
  });
}

function subjectOf(state: RootState, status: Status) {
  const linkedIds = [status.quote?.quotedStatusId ?? null, ...status.statusReferenceIds];
  return {
    status,
    author: selectAccount(state, status.accountId) ?? null,
    linked: linkedIds.flatMap((id) => selectStatus(state, id) ?? []),
    // Only what the client has been told: an author whose relationship it never asked for
    // counts as not followed.
    followsAuthor: selectRelationship(state, status.accountId)?.following ?? false,
  };
}
