import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HeldIds } from '../memory/heldIds';
import type { EmojiReaction, FilterResult, Poll, QuoteState, Status } from '../../entities/types';
import { entitiesReceived, entitiesSwept } from '../entities';
import { plain, settled } from '../plain';
import { sameData } from '../../lib/sameData';
import { toggleEmojiReaction } from './reactionActions';
import { statusesRemoved } from './removal';
import { STATUS_TOGGLES, type StatusToggle } from './statusToggles';

const adapter = createEntityAdapter<Status>();
type StatusesState = ReturnType<typeof adapter.getInitialState>;

function applyToggle(state: StatusesState, id: string, toggle: StatusToggle, value: boolean) {
  const status = state.entities[id];
  if (!status || status[toggle.flag] === value) return;
  status[toggle.flag] = value;
  if (toggle.countField) {
    status[toggle.countField] = Math.max(0, status[toggle.countField] + (value ? 1 : -1));
  }
}

/** A reaction count of zero or less removes that reaction. */
export function withReactionDelta(
  reactions: EmojiReaction[],
  name: string,
  delta: 1 | -1,
  template: Omit<EmojiReaction, 'name' | 'count' | 'me'>,
): EmojiReaction[] {
  const existing = reactions.find((r) => r.name === name);
  const next = existing
    ? reactions.map((r) => (r.name === name ? { ...r, count: r.count + delta, me: delta > 0 } : r))
    : delta > 0
      ? [...reactions, { ...template, name, count: 1, me: true }]
      : reactions;
  return next.filter((r) => r.count > 0);
}

function applyReaction(
  state: StatusesState,
  arg: { id: string; name: string; url: string | null; staticUrl: string | null },
  delta: 1 | -1,
) {
  const status = state.entities[arg.id];
  if (!status) return;
  const template = { url: arg.url, staticUrl: arg.staticUrl, domain: null, accountIds: [] };
  const before = status.emojiReactions.reduce((n, r) => n + r.count, 0);
  status.emojiReactions = withReactionDelta(status.emojiReactions, arg.name, delta, template);
  const after = status.emojiReactions.reduce((n, r) => n + r.count, 0);
  status.emojiReactionsCount = Math.max(0, status.emojiReactionsCount + after - before);
}

const statusesSlice = createSlice({
  name: 'statuses',
  initialState: adapter.getInitialState(),
  reducers: {
    /** Reveal and hide toggle the hidden flag. */
    statusRevealToggled(state, action: PayloadAction<string>) {
      const status = state.entities[action.payload];
      if (status) status.hidden = !status.hidden;
    },
    statusesForgotten(state, action: PayloadAction<string[]>) {
      adapter.removeMany(state, action.payload);
    },
    /** A vote response (or a refresh) replaces the stored poll wherever it shows. */
    pollReceived(state, action: PayloadAction<Poll>) {
      for (const status of Object.values(state.entities)) {
        if (status.poll?.id === action.payload.id) status.poll = action.payload;
      }
    },
    /** A filter made, edited or deleted decides the statuses again (store/filters/refilter.ts). */
    statusesRefiltered(state, action: PayloadAction<{ id: string; filtered: FilterResult[] }[]>) {
      for (const { id, filtered } of action.payload) {
        const status = state.entities[id];
        if (status) status.filtered = filtered;
      }
    },
    /** A quoted status that answers 404 marks the quote deleted. */
    quoteStateChanged(state, action: PayloadAction<{ id: string; state: QuoteState }>) {
      const quote = state.entities[action.payload.id]?.quote;
      if (quote) quote.state = action.payload.state;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(statusesRemoved, (state, action) => {
      adapter.removeMany(state, action.payload);
    });
    builder.addCase(entitiesSwept, (state, action) => {
      adapter.removeMany(state, action.payload.statusIds);
    });
    builder.addCase(entitiesReceived, (state, action) => {
      for (const status of action.payload.statuses) {
        const known = state.entities[status.id];
        // A fresh copy from the server must not re-hide what the reader opened.
        const next = known ? { ...status, hidden: known.hidden && status.hidden } : status;
        // An unchanged copy keeps the stored object: nothing showing it renders again.
        if (!sameData(plain(known), next)) adapter.setOne(state, settled(next));
      }
    });
    // A reaction is added (or removed) at once and rolled back on failure.
    builder
      .addCase(toggleEmojiReaction.pending, (state, action) =>
        applyReaction(state, action.meta.arg, action.meta.arg.value ? 1 : -1),
      )
      .addCase(toggleEmojiReaction.rejected, (state, action) =>
        applyReaction(state, action.meta.arg, action.meta.arg.value ? -1 : 1),
      );
    for (const toggle of STATUS_TOGGLES) {
      builder
        .addCase(toggle.thunk.pending, (state, action) =>
          applyToggle(state, action.meta.arg.id, toggle, action.meta.arg.value),
        )
        .addCase(toggle.thunk.rejected, (state, action) =>
          applyToggle(state, action.meta.arg.id, toggle, !action.meta.arg.value),
        );
    }
  },
});

export const {
  statusRevealToggled,
  statusesForgotten,
  pollReceived,
  quoteStateChanged,
  statusesRefiltered,
} = statusesSlice.actions;
export const statusesSelectors = adapter.getSelectors();
export default statusesSlice.reducer;

/** The statuses stored: what the sweep drops from. */
export const statusStoredIds = (statuses: { ids: readonly string[] }): HeldIds => ({
  statusIds: statuses.ids,
});
