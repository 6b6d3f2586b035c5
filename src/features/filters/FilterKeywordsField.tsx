import { useIntl } from 'react-intl';
import type { FilterDraft } from '../../entities/types';

type Keywords = FilterDraft['keywords'];

/** The filter's keywords: each with its whole-word switch, added and removed in place. */
export function FilterKeywordsField({
  keywords,
  onChange,
}: {
  keywords: Keywords;
  onChange: (keywords: Keywords) => void;
}) {
  const intl = useIntl();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  const patch = (index: number, change: Partial<Keywords[number]>) =>
    onChange(keywords.map((k, i) => (i === index ? { ...k, ...change } : k)));
  return (
    <fieldset className="modal__choices">
      <legend>{t('filters.edit.keywords', 'Keywords')}</legend>
      <ul className="filter-form__keywords">
        {keywords.map((k, index) => (
          // A new keyword has no id yet; its place in the list is what names it.
          <li key={k.id ?? `new-${String(index)}`} className="filter-form__keyword">
            <input
              type="text"
              aria-label={t('simple_form.labels.defaults.phrase', 'Keyword')}
              placeholder={t('simple_form.labels.defaults.phrase', 'Keyword')}
              value={k.keyword}
              onChange={(e) => patch(index, { keyword: e.target.value })}
            />
            <label className="modal__choice">
              <input
                type="checkbox"
                checked={k.wholeWord}
                onChange={(e) => patch(index, { wholeWord: e.target.checked })}
              />
              {t('simple_form.labels.defaults.whole_word', 'Whole word')}
            </label>
            <button
              type="button"
              className="button"
              onClick={() => onChange(keywords.filter((_, i) => i !== index))}
            >
              {t('filters.edit.remove_keyword', 'Remove')}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button"
        onClick={() => onChange([...keywords, { keyword: '', wholeWord: true }])}
      >
        {t('filters.edit.add_keyword', 'Add keyword')}
      </button>
    </fieldset>
  );
}
