/** The search box's behaviour: typing, the popout, keys, and where each choice leads. */
import { useCallback, useState, type KeyboardEvent } from 'react';
import { useAppHistory } from '../../components/navigation/navigation';
import type { SearchHistoryEntry } from '../../entities/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { searchHistoryEntryAdded, searchValueChanged } from '../../store/search/search';
import { useRunSearch } from './useRunSearch';
import {
  selectSearchSuggestions,
  selectSearchValue,
  type SearchSuggestion,
} from '../../store/search/selectors';

export const searchPath = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/** Where a recent search leads: the search again, or the account or hashtag opened. */
export function historyPath(entry: SearchHistoryEntry): string {
  if (entry.type === 'account') return `/@${entry.q}`;
  if (entry.type === 'hashtag') return `/tags/${encodeURIComponent(entry.q)}`;
  return searchPath(entry.q);
}

export function useSearchBox(input: () => HTMLInputElement | null) {
  const dispatch = useAppDispatch();
  const { push } = useAppHistory();
  const runSearch = useRunSearch();
  const value = useAppSelector(selectSearchValue);
  const suggestions = useAppSelector(selectSearchSuggestions);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = value.trim() ? suggestions : [];

  const change = useCallback(
    (next: string) => {
      setActive(-1);
      setOpen(true);
      dispatch(searchValueChanged(next));
    },
    [dispatch],
  );

  /** Leaves the box: the popout closes and the page has the focus back. */
  const leave = useCallback(() => {
    setOpen(false);
    setActive(-1);
    input()?.blur();
  }, [input]);

  const go = useCallback(
    (path: string) => {
      leave();
      push(path);
    },
    [leave, push],
  );

  /** The results screen, searched afresh even when it shows these words already. */
  const search = useCallback(
    (q: string) => {
      go(searchPath(q));
      runSearch(q);
    },
    [go, runSearch],
  );

  /** A recent search: searched again, or its account or hashtag opened. */
  const reopen = useCallback(
    (entry: SearchHistoryEntry) => {
      if (entry.type === 'search') search(entry.q);
      else go(historyPath(entry));
    },
    [go, search],
  );

  const choose = useCallback(
    (suggestion: SearchSuggestion) => {
      const entry: SearchHistoryEntry =
        suggestion.kind === 'account'
          ? { type: 'account', q: suggestion.acct }
          : { type: 'hashtag', q: suggestion.name };
      dispatch(searchHistoryEntryAdded(entry));
      dispatch(searchValueChanged(''));
      go(historyPath(entry));
    },
    [dispatch, go],
  );

  const submit = useCallback(() => {
    const q = value.trim();
    if (q) search(q);
  }, [search, value]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = shown.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!count) return;
      event.preventDefault();
      setOpen(true);
      // Round and round: past the last comes the first, above the first the last.
      setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = shown[active];
      if (isOpen && chosen) choose(chosen);
      else submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      dispatch(searchValueChanged(''));
      leave();
    }
  };

  return {
    value,
    suggestions: shown,
    isOpen,
    setOpen,
    active: active < shown.length ? active : -1,
    change,
    choose,
    reopen,
    onKeyDown,
  };
}
