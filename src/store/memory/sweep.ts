/**
 * Which statuses and accounts the client still needs: everything a slice refers to or a
 * mounted component retains, and what those show in turn (the boosted and quoted status,
 * authors, card authors, reactors, the account moved to). Everything else may go, with
 * whatever side slices keep by its id.
 */
import type { Status } from '../../entities/types';
import { selectDraft } from '../compose/draftSelectors';
import type { RootState } from '../index';
import type { RetainedIds } from './retain';

export interface EntityIds {
  statusIds: Set<string>;
  accountIds: Set<string>;
}

const isString = (item: unknown): item is string => typeof item === 'string';

/** The ids slices refer to directly (not yet what those statuses and accounts show). */
function referencedIds(state: RootState, retained: RetainedIds): EntityIds {
  const statusIds = new Set(retained.statusIds);
  const accountIds = new Set(retained.accountIds);
  const addStatus = (id: string | null | undefined) => id && statusIds.add(id);
  const addAccount = (id: string | null | undefined) => id && accountIds.add(id);

  addAccount(state.session.meId);
  for (const [key, timeline] of Object.entries(state.timelines)) {
    timeline.items.filter(isString).forEach(addStatus);
    timeline.pendingItems.forEach(addStatus);
    // An account's timelines name the account (`account:{id}` and its flavours).
    if (key.startsWith('account:')) addAccount(key.split(':')[1]);
  }
  for (const group of Object.values(state.notifications.groups)) {
    addStatus(group.statusId);
    group.sampleAccountIds.forEach(addAccount);
    for (const reaction of group.emojiReactionGroups) reaction.sampleAccountIds.forEach(addAccount);
  }
  for (const [id, context] of Object.entries(state.contexts)) {
    addStatus(id);
    [...context.ancestors, ...context.descendants, ...context.references].forEach(addStatus);
  }
  for (const [key, list] of Object.entries(state.statusLists)) {
    const separator = key.indexOf(':');
    addStatus(key.slice(separator + 1));
    // References list statuses; the other lists (boosted by, reacted by, …) list accounts.
    list.ids.forEach(key.slice(0, separator) === 'references' ? addStatus : addAccount);
    for (const reaction of list.reactions) addAccount(reaction.accountId);
  }
  const draft = selectDraft(state);
  [draft.inReplyToId, draft.quotedStatusId, draft.editId].forEach(addStatus);
  for (const modal of state.modals.stack) {
    if ('statusId' in modal.props) addStatus(modal.props.statusId);
    if ('accountId' in modal.props) addAccount(modal.props.accountId);
  }
  state.suggestions.items.forEach(addAccount);
  for (const list of Object.values(state.accountLists)) list.ids.forEach(addAccount);
  return { statusIds, accountIds };
}

function accountsShownBy(status: Status): (string | null)[] {
  return [
    status.accountId,
    ...(status.card?.authors.map((author) => author.accountId) ?? []),
    ...status.emojiReactions.flatMap((reaction) => reaction.accountIds),
  ];
}

/** Everything to keep: the referenced ids and, transitively, what they show. */
export function keptIds(state: RootState, retained: RetainedIds): EntityIds {
  const kept = referencedIds(state, retained);
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
  const statusIds = new Set<string>([
    ...state.statuses.ids,
    ...Object.keys(state.translations),
    ...Object.values(state.collections).flatMap((c) => Object.keys(c.statusMembership)),
  ]);
  const accountIds = new Set<string>([
    ...state.accounts.ids,
    ...Object.keys(state.relationships),
    ...Object.values(state.accounts.byAcct).filter(isString),
  ]);
  return {
    statusIds: [...statusIds].filter((id) => !kept.statusIds.has(id)),
    accountIds: [...accountIds].filter((id) => !kept.accountIds.has(id)),
  };
}
