import { useIntl } from 'react-intl';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { useAppSelector } from '../../store/hooks';
import type { SearchSuggestion } from '../../store/search/selectors';
import { selectAccount } from '../../store/selectors';

function AccountSuggestion({ id }: { id: string }) {
  const account = useAppSelector((s) => selectAccount(s, id));
  return (
    <>
      <Avatar account={account} size={24} />
      <DisplayName account={account} />
    </>
  );
}

interface Props {
  id: string;
  optionId: (index: number) => string;
  hidden: boolean;
  suggestions: SearchSuggestion[];
  active: number;
  onChoose: (suggestion: SearchSuggestion) => void;
}

/** The listbox of suggestions: profiles, then hashtags; the combobox moves through them. */
export function SearchSuggestions({ id, optionId, hidden, suggestions, active, onChoose }: Props) {
  const intl = useIntl();
  const groups = [
    {
      kind: 'account' as const,
      label: intl.formatMessage({ id: 'search_results.accounts', defaultMessage: 'Profiles' }),
    },
    {
      kind: 'hashtag' as const,
      label: intl.formatMessage({ id: 'search_results.hashtags', defaultMessage: 'Hashtags' }),
    },
  ];
  const indexed = suggestions.map((suggestion, index) => ({ suggestion, index }));
  return (
    <div
      id={id}
      role="listbox"
      className="search-popout"
      hidden={hidden}
      aria-label={intl.formatMessage({ id: 'search.search', defaultMessage: 'Search' })}
    >
      {groups.map((group) => {
        const items = indexed.filter(({ suggestion }) => suggestion.kind === group.kind);
        if (!items.length) return null;
        return (
          <div key={group.kind} role="group" aria-label={group.label}>
            <div className="search-popout__heading" aria-hidden="true">
              {group.label}
            </div>
            {items.map(({ suggestion, index }) => (
              <div
                key={suggestion.kind === 'account' ? suggestion.id : `#${suggestion.name}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className="search-popout__option"
                // The input keeps the focus: the listbox is driven from it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(suggestion)}
              >
                {suggestion.kind === 'account' ? (
                  <AccountSuggestion id={suggestion.id} />
                ) : (
                  <span>#{suggestion.name}</span>
                )}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
