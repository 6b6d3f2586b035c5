import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import { RecentSearches } from './RecentSearches';
import { SearchSuggestions } from './SearchSuggestions';
import { useSearchBox } from './useSearchBox';
import './search.css';

/**
 * The search box (navigation panel, mobile header): a combobox whose listbox suggests
 * accounts and hashtags while typing; focused and empty, it shows the recent searches.
 * Enter searches (/search?q=…), Escape clears it and leaves.
 */
export function SearchBox() {
  const intl = useIntl();
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const box = useSearchBox(() => inputRef.current);
  const optionId = (index: number) => `${listboxId}-${index}`;
  const isEmpty = !box.value.trim();
  const hasSuggestions = box.isOpen && box.suggestions.length > 0;
  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event) => event.preventDefault()}
      onFocus={() => box.setOpen(true)}
      onBlur={(event) => {
        // Moving within the box (to a recent search, a Remove button) keeps it open.
        if (!event.currentTarget.contains(event.relatedTarget)) box.setOpen(false);
      }}
    >
      <Icon name="search" />
      <input
        ref={inputRef}
        className="search-box__input"
        type="search"
        role="combobox"
        aria-label={intl.formatMessage({ id: 'search.search', defaultMessage: 'Search' })}
        placeholder={intl.formatMessage({
          id: 'search.search_or_paste',
          defaultMessage: 'Search or paste URL',
        })}
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={hasSuggestions}
        aria-controls={listboxId}
        aria-activedescendant={hasSuggestions && box.active >= 0 ? optionId(box.active) : undefined}
        value={box.value}
        onChange={(event) => box.change(event.target.value)}
        onKeyDown={box.onKeyDown}
      />
      <SearchSuggestions
        id={listboxId}
        optionId={optionId}
        hidden={!hasSuggestions}
        suggestions={box.suggestions}
        active={box.active}
        onChoose={box.choose}
      />
      {box.isOpen && isEmpty && (
        <RecentSearches onOpen={box.reopen} onChanged={() => inputRef.current?.focus()} />
      )}
    </form>
  );
}
