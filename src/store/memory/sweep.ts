/**
 * Which statuses and accounts the client still needs: everything a slice declares it holds or a
 * mounted component retains, and what those show in turn (the boosted and quoted status,
 * authors, card authors, reactors, the account moved to). Everything else may go, with
 * whatever side slices keep by its id.
 */
import type { Status } from '../../entities/types';
import type { RootState } from '../index';
import type { HeldIds } from './heldIds';
import { heldIdsOf, storedIdsOf } from './heldIdsBySlice';
import type { RetainedIds } from './retain';

export interface EntityIds {
  statusIds: Set<string>;
  accountIds: Set<string>;
}

/** The union of some slices' declarations, without the nulls that stand for none. */
function unionOf(declarations: HeldIds[], start: RetainedIds): EntityIds {
  const statusIds = new Set(start.statusIds);
  const accountIds = new Set(start.accountIds);
  for (const held of declarations) {
    for (const id of held.statusIds ?? []) if (id) statusIds.add(id);
    for (const id of held.accountIds ?? []) if (id) accountIds.add(id);
  }
  return { statusIds, accountIds };
}

function accountsShownBy(status: Status): (string | null)[] {
  return [
    status.accountId,
    ...(status.card?.authors.map((author) => author.accountId) ?? []),
    ...status.emojiReactions.flatMap((reaction) => reaction.accountIds),
  ];
}

const nothing: RetainedIds = { statusIds: new Set(), accountIds: new Set() };

/** Everything to keep: what slices hold, what components retain, and what those show. */
export function keptIds(state: RootState, retained: RetainedIds): EntityIds {
  return withWhatTheyShow(state, unionOf(heldIdsOf(state), retained));
}

/** The ids, and what their statuses and accounts show in turn (added to the sets given). */
export function withWhatTheyShow(
  state: Pick<RootState, 'statuses' | 'accounts'>,
  kept: EntityIds,
): EntityIds {
  const statusQueue = [...kept.statusIds];
  for (let id = statusQueue.pop(); id !== undefined; id = statusQueue.pop()) {
    const status = state.statuses.entities[id];
    if (!status) continue;
    for (const next of [status.reblogId, status.quote?.quotedStatusId]) {
      if (!next || kept.statusIds.has(next)) continue;
      kept.statusIds.add(next);
      statusQueue.push(next);
    }
    for (const accountId of accountsShownBy(status)) if (accountId) kept.accountIds.add(accountId);
  }
  const accountQueue = [...kept.accountIds];
  for (let id = accountQueue.pop(); id !== undefined; id = accountQueue.pop()) {
    const moved = state.accounts.entities[id]?.movedToAccountId;
    if (!moved || kept.accountIds.has(moved)) continue;
    kept.accountIds.add(moved);
    accountQueue.push(moved);
  }
  return kept;
}

/**
 * The ids to drop: stored entities nothing keeps, and the keys side slices hold for ids
 * no longer stored (a late relationship or translation for one swept before).
 */
export function idsToSweep(
  state: RootState,
  retained: RetainedIds,
): { statusIds: string[]; accountIds: string[] } {
  const kept = keptIds(state, retained);
  const { statusIds, accountIds } = unionOf(storedIdsOf(state), nothing);
  return {
    statusIds: [...statusIds].filter((id) => !kept.statusIds.has(id)),
    accountIds: [...accountIds].filter((id) => !kept.accountIds.has(id)),
  };
}
