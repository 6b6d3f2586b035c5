import { useIntl } from 'react-intl';
import type { FilterDraft } from '../../entities/types';
import { selectIsKmyblue } from '../../store/selectors';
import { useAppSelector } from '../../store/hooks';
import '../modals/modals.css';
import {
  ACTION_CHOICES,
  CONTEXT_CHOICES,
  EXPIRY_CHOICES,
  SWITCH_CHOICES,
  offered,
} from './filterChoices';

type Change = (patch: Partial<FilterDraft>) => void;

/** Where the filter applies: at least one context. */
export function FilterContextsField({ draft, onChange }: { draft: FilterDraft; onChange: Change }) {
  const intl = useIntl();
  const isKmyblue = useAppSelector(selectIsKmyblue);
  return (
    <fieldset className="modal__choices">
      <legend>
        {intl.formatMessage({ id: 'filter_modal.context', defaultMessage: 'Filter contexts' })}
      </legend>
      {offered(CONTEXT_CHOICES, isKmyblue).map((c) => (
        <label key={c.value} className="modal__choice">
          <input
            type="checkbox"
            checked={draft.context.includes(c.value)}
            onChange={(e) =>
              onChange({
                context: e.target.checked
                  ? [...draft.context, c.value]
                  : draft.context.filter((v) => v !== c.value),
              })
            }
          />
          {intl.formatMessage(c.label)}
        </label>
      ))}
    </fieldset>
  );
}

/** What the filter does; kmyblue's half_warn only on kmyblue. */
export function FilterActionField({ draft, onChange }: { draft: FilterDraft; onChange: Change }) {
  const intl = useIntl();
  const isKmyblue = useAppSelector(selectIsKmyblue);
  return (
    <fieldset className="modal__choices">
      <legend>
        {intl.formatMessage({ id: 'filter_modal.action', defaultMessage: 'Filter action' })}
      </legend>
      {offered(ACTION_CHOICES, isKmyblue).map((a) => (
        <label key={a.value} className="modal__choice">
          <input
            type="radio"
            name="filter-action"
            checked={draft.action === a.value}
            onChange={() => onChange({ action: a.value })}
          />
          {intl.formatMessage(a.label)}
        </label>
      ))}
    </fieldset>
  );
}

/** kmyblue's switches; nothing elsewhere. */
export function FilterSwitchesField({ draft, onChange }: { draft: FilterDraft; onChange: Change }) {
  const intl = useIntl();
  const isKmyblue = useAppSelector(selectIsKmyblue);
  if (!isKmyblue) return null;
  return (
    <fieldset className="modal__choices">
      <legend>
        {intl.formatMessage({ id: 'simple_form.kmyblue', defaultMessage: 'kmyblue' })}
      </legend>
      {SWITCH_CHOICES.map((s) => (
        <label key={s.value} className="modal__choice">
          <input
            type="checkbox"
            checked={draft[s.value]}
            onChange={(e) => onChange({ [s.value]: e.target.checked })}
          />
          {intl.formatMessage(s.label)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * When the filter ends. An existing filter's expiry stays as it is ("keep") until another
 * choice is made.
 */
export function FilterExpiryField({
  draft,
  onChange,
  canKeep,
}: {
  draft: FilterDraft;
  onChange: Change;
  canKeep: boolean;
}) {
  const intl = useIntl();
  const value = draft.expiresIn === undefined ? 'keep' : String(draft.expiresIn ?? 'never');
  return (
    <label className="modal__field">
      {intl.formatMessage({
        id: 'simple_form.labels.defaults.expires_in',
        defaultMessage: 'Expire after',
      })}
      <select
        value={value}
        onChange={(e) => {
          const v = e.target.value;
          onChange({ expiresIn: v === 'keep' ? undefined : v === 'never' ? null : Number(v) });
        }}
      >
        {canKeep && (
          <option value="keep">
            {intl.formatMessage({ id: 'filters.edit.keep_expiry', defaultMessage: 'Unchanged' })}
          </option>
        )}
        {EXPIRY_CHOICES.map((c) => (
          <option key={c.value ?? 'never'} value={c.value ?? 'never'}>
            {intl.formatMessage(c.label)}
          </option>
        ))}
      </select>
    </label>
  );
}
