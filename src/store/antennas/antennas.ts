/**
 * What is an antenna's own (kmyblue-api.md §9): its settings and its rules, by antenna id. The
 * antennas' list and titles are the collections slice's (kind 'antennas'); an antenna that
 * leaves it (deleted, or a 404) leaves here too.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Antenna, AntennaRuleKind, AntennaTerms } from '../../entities/types';
import { collectionItemRemoved } from '../collections/collections';
import type { HeldIds } from '../memory/heldIds';

export interface AntennaDetails {
  /** Null until loaded. */
  antenna: Antenna | null;
  /** Each rule list as last read or changed; accounts by account id. */
  rules: Partial<Record<AntennaRuleKind, AntennaTerms>>;
}

export interface AntennasState {
  byId: Record<string, AntennaDetails | undefined>;
}

export interface AntennaRuleChange {
  id: string;
  kind: AntennaRuleKind;
  exclude: boolean;
  values: string[];
  add: boolean;
}

const initialState: AntennasState = { byId: {} };

const COUNT_OF = {
  accounts: 'accountsCount',
  domains: 'domainsCount',
  tags: 'tagsCount',
  keywords: 'keywordsCount',
} as const satisfies Record<AntennaRuleKind, keyof Antenna>;

const detailsOf = (state: AntennasState, id: string): AntennaDetails =>
  (state.byId[id] ??= { antenna: null, rules: {} });

const antennasSlice = createSlice({
  name: 'antennas',
  initialState,
  reducers: {
    antennaReceived(state, action: PayloadAction<Antenna>) {
      detailsOf(state, action.payload.id).antenna = action.payload;
    },
    antennaRulesReceived(
      state,
      action: PayloadAction<{ id: string; kind: AntennaRuleKind; terms: AntennaTerms }>,
    ) {
      const { id, kind, terms } = action.payload;
      detailsOf(state, id).rules[kind] = terms;
    },
    /** Added or taken out; the undo of a refused change is the opposite change. */
    antennaRuleChanged(state, action: PayloadAction<AntennaRuleChange>) {
      const { id, kind, exclude, values, add } = action.payload;
      const details = detailsOf(state, id);
      const terms = (details.rules[kind] ??= { include: [], exclude: [] });
      const side = exclude ? 'exclude' : 'include';
      terms[side] = add
        ? [...terms[side], ...values.filter((v) => !terms[side].includes(v))]
        : terms[side].filter((v) => !values.includes(v));
      // The server counts included entries only (§9.3).
      if (!exclude && details.antenna) details.antenna[COUNT_OF[kind]] = terms.include.length;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(collectionItemRemoved, (state, action) => {
      if (action.payload.kind === 'antennas') delete state.byId[action.payload.id];
    });
  },
});

export const { antennaReceived, antennaRulesReceived, antennaRuleChanged } = antennasSlice.actions;
export default antennasSlice.reducer;

/** The accounts an antenna includes or excludes, shown on its settings screen. */
export const antennaHeldIds = (state: AntennasState): HeldIds => ({
  accountIds: Object.values(state.byId).flatMap((details) => {
    const accounts = details?.rules.accounts;
    return accounts ? [...accounts.include, ...accounts.exclude] : [];
  }),
});
