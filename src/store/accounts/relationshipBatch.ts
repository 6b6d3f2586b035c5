import { fetchRelationships } from '../../api/accounts';
import { RELATIONSHIP_BATCH_DELAY_MS } from '../constants';
import type { StoreDeps } from '../deps';
import type { AppDispatch, RootState } from '../index';
import { relationshipsReceived } from './relationships';
import { clientOf } from '../thunk';

// Relationship requests are batched with a 500 ms delay.
let queued = new Set<string>();
let timer: ReturnType<typeof setTimeout> | null = null;

/** Asks for the relationships of these accounts, together with whatever else is asked within 500 ms. */
export const fetchRelationshipsBatched =
  (ids: string[]) => (dispatch: AppDispatch, getState: () => RootState, extra: StoreDeps) => {
    const state = getState();
    // Only a signed-in user has relationships.
    if (!state.session.meId) return;
    for (const id of ids) if (id !== state.session.meId) queued.add(id);
    if (timer || queued.size === 0) return;
    const flush = async () => {
      const batch = [...queued];
      queued = new Set();
      timer = null;
      const result = await fetchRelationships(clientOf(getState(), extra), batch);
      if (result.ok) dispatch(relationshipsReceived(result.value));
    };
    timer = setTimeout(() => void flush(), RELATIONSHIP_BATCH_DELAY_MS);
  };
