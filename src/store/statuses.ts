import { createEntityAdapter, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EmojiReaction, Status } from '../entities/types';
import { entitiesReceived } from './entities';
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

/** SPEC §4: a reaction count of zero or less removes that reaction. */
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

const statusesSlice = createSlice({
  name: 'statuses',
  initialState: adapter.getInitialState(),
  reducers: {
    /** SPEC §4: reveal and hide toggle the hidden flag. */
    statusRevealToggled(state, action: PayloadAction<string>) {
      const status = state.entities[action.payload];
      if (status) status.hidden = !status.hidden;
    },
    statusesForgotten(state, action: PayloadAction<string[]>) {
      adapter.removeMany(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(statusesRemoved, (state, action) => {
      adapter.removeMany(state, action.payload);
    });
    builder.addCase(entitiesReceived, (state, action) => {
      for (const status of action.payload.statuses) {
        const known = state.entities[status.id];
        // A fresh copy from the server must not re-hide what the reader opened.
        adapter.setOne(
          state,
          known ? { ...status, hidden: known.hidden && status.hidden } : status,
        );
      }
    });
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

export const { statusRevealToggled, statusesForgotten } = statusesSlice.actions;
export const statusesSelectors = adapter.getSelectors();
export default statusesSlice.reducer;
