import {
  forwardRef,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type TextareaHTMLAttributes,
} from 'react';
import { loadUnicodeSuggestions } from '../../components/emoji/unicodeSuggestions';
import { DisplayName } from '../../components/DisplayName';
import { debounce } from '../../lib/debounce';
import {
  fetchSuggestions,
  suggestionText,
  type Suggestion,
} from '../../store/compose/autocompleteActions';
import {
  insertSuggestion,
  tokenAt,
  type AutocompleteToken,
} from '../../store/compose/autocompleteRules';
import { AUTOCOMPLETE_DEBOUNCE_MS, EMOJI_SUGGESTIONS_MAX } from '../../store/constants';
import { useAppDispatch, useAppSelector, useRetainedAccount } from '../../store/hooks';
import { selectAccount } from '../../store/selectors';
import { selectSkinTone } from '../../store/session/settingsSelectors';

function AccountOption({ accountId, acct }: { accountId: string; acct: string }) {
  useRetainedAccount(accountId);
  const account = useAppSelector((s) => selectAccount(s, accountId));
  return (
    <>
      {account && <img className="autosuggest__avatar" src={account.avatarStatic} alt="" />}
      <span>{account ? <DisplayName account={account} withAcct={false} /> : acct}</span>{' '}
      <span className="autosuggest__acct">@{acct}</span>
    </>
  );
}

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * The composer's text box with suggestions for @accounts, #hashtags and :emoji: at the caret,
 * asked for 200 ms after typing stops; arrows move, Enter or Tab choose, Escape closes.
 */
export const AutosuggestTextarea = forwardRef<HTMLTextAreaElement, Props>(
  function AutosuggestTextarea({ value, onChange, onKeyDown, ...rest }, ref) {
    const dispatch = useAppDispatch();
    const listId = useId();
    const [token, setToken] = useState<AutocompleteToken | null>(null);
    const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
    const [selected, setSelected] = useState(0);

    const skinTone = useAppSelector(selectSkinTone);
    // Answers can come back out of order: only the latest request's may show.
    const latest = useRef(0);
    const request = useMemo(
      () =>
        debounce((next: AutocompleteToken, tone: number) => {
          latest.current += 1;
          const asked = latest.current;
          void dispatch(fetchSuggestions(next)).then(async (action) => {
            if (!fetchSuggestions.fulfilled.match(action)) return;
            let found = action.payload;
            // The server's custom emoji first, then unicode emoji by shortcode up to the limit.
            if (next.kind === ':' && found.length < EMOJI_SUGGESTIONS_MAX) {
              const unicode = await loadUnicodeSuggestions(next.query, {
                max: EMOJI_SUGGESTIONS_MAX - found.length,
                skinTone: tone,
              });
              found = [...found, ...unicode.map((u) => ({ kind: 'unicode' as const, ...u }))];
            }
            if (asked !== latest.current) return;
            setSuggestions(found);
            setSelected(0);
          });
        }, AUTOCOMPLETE_DEBOUNCE_MS),
      [dispatch],
    );
    useEffect(() => () => request.cancel(), [request]);

    // Where the caret goes once a chosen suggestion's text is in the box: set as that text is
    // laid out, before any later key, so a key typed at once lands after the suggestion.
    const pendingCaret = useRef<{ textarea: HTMLTextAreaElement; caret: number } | null>(null);
    useLayoutEffect(() => {
      const pending = pendingCaret.current;
      pendingCaret.current = null;
      if (!pending || pending.textarea.value !== value) return;
      if (document.activeElement !== pending.textarea) pending.textarea.focus();
      pending.textarea.setSelectionRange(pending.caret, pending.caret);
    }, [value]);

    const update = (text: string, caret: number) => {
      const next = tokenAt(text, caret);
      setToken(next);
      if (next) request(next, skinTone);
      else {
        request.cancel();
        latest.current += 1;
        setSuggestions([]);
      }
    };

    const choose = (suggestion: Suggestion, textarea: HTMLTextAreaElement | null) => {
      if (!token) return;
      const result = insertSuggestion(value, token, suggestionText(suggestion));
      pendingCaret.current = textarea ? { textarea, caret: result.caret } : null;
      onChange(result.text);
      setSuggestions([]);
      setToken(null);
    };

    const open = token !== null && suggestions.length > 0;

    const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
      if (open) {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          const step = event.key === 'ArrowDown' ? 1 : -1;
          setSelected((i) => (i + step + suggestions.length) % suggestions.length);
          return;
        }
        if ((event.key === 'Enter' || event.key === 'Tab') && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
          choose(suggestions[selected]!, event.currentTarget);
          return;
        }
        if (event.key === 'Escape') {
          event.preventDefault();
          setSuggestions([]);
          return;
        }
      }
      onKeyDown?.(event);
    };

    return (
      <div className="autosuggest">
        <textarea
          ref={ref}
          {...rest}
          value={value}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? `${listId}-${selected}` : undefined}
          onChange={(e) => {
            onChange(e.target.value);
            update(e.target.value, e.target.selectionStart);
          }}
          onKeyDown={keyDown}
          onBlur={() => setTimeout(() => setSuggestions([]), 150)}
        />
        {open && (
          <ul id={listId} role="listbox" className="autosuggest__list">
            {suggestions.map((s, i) => (
              <li
                key={suggestionText(s)}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === selected}
                className="autosuggest__option"
                onMouseDown={(e) => {
                  e.preventDefault();
                  const textarea = e.currentTarget
                    .closest('.autosuggest')
                    ?.querySelector('textarea');
                  choose(s, textarea ?? null);
                }}
              >
                {s.kind === 'account' && <AccountOption accountId={s.accountId} acct={s.acct} />}
                {s.kind === 'hashtag' && <span>#{s.name}</span>}
                {s.kind === 'emoji' && (
                  <>
                    {s.url && <img className="autosuggest__emoji" src={s.url} alt="" />}
                    <span>:{s.shortcode}:</span>
                  </>
                )}
                {s.kind === 'unicode' && (
                  <>
                    <span
                      className="autosuggest__emoji autosuggest__emoji--unicode"
                      aria-hidden="true"
                    >
                      {s.char}
                    </span>
                    <span>:{s.shortcode}:</span>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
);
