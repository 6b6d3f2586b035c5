import { useIntl } from 'react-intl';
import { isValidRegex } from '../../store/filters/regexFilters';
import './regexFilterSetting.css';

/** 'Filter out by regular expressions': the field, and a note while the pattern is invalid. */
export function RegexField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Where the filter applies, when the default label would not say. */
  label?: string;
}) {
  const intl = useIntl();
  const invalid = !isValidRegex(value);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <>
      <label className="column-settings__field">
        {label ?? t('home.column_settings.filter_regex', 'Filter out by regular expressions')}
        <input
          type="text"
          value={value}
          spellCheck={false}
          aria-invalid={invalid}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      {invalid && (
        <p className="column-settings__error" role="status">
          {t('column_settings.regex_invalid', 'This is not a valid regular expression.')}
        </p>
      )}
    </>
  );
}
