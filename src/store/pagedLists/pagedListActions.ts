import { clientOf, createAppAsyncThunk } from '../thunk';
import { pagedListKey, pagedListKind, type PagedListSource } from './pagedListKinds';

/** A first page, or (more) the next by its Link URL (pagination by the Link header). */
export const fetchListPage = createAppAsyncThunk(
  'pagedLists/fetchPage',
  async (
    { source, more = false }: { source: PagedListSource; more?: boolean },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const state = getState();
    const url = more ? (state.pagedLists[pagedListKey(source)]?.next ?? undefined) : undefined;
    // SPEC §8: a next page without a next link is a mistake, not the first page again.
    if (more && !url) throw new Error('missing URL');
    const client = clientOf(state, extra);
    const kind = pagedListKind(source);
    const result = await kind.fetchPage(client, source, url, dispatch);
    // A quiet refusal is an answer the screen words itself; any other failure shows in the
    // list's place with a retry (PagedList.failure), so no alert says it twice.
    if (!result.ok) return rejectWithValue(result.error, { skipAlert: true });
    return result.value;
  },
);

/** A refusal the kind expects (a 403 on hidden followers): an answer, not a failure. */
export const isQuietRefusal = (source: PagedListSource, status: number | null): boolean =>
  pagedListKind(source).quietStatuses?.includes(status ?? 0) ?? false;

export const fetchFirstPage = (source: PagedListSource) => fetchListPage({ source });

export const fetchNextPage = (source: PagedListSource) => fetchListPage({ source, more: true });
