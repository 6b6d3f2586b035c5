import { useId, type ReactNode } from 'react';
import { useAppDispatch } from '../../store/hooks';
import { settingChanged } from '../../store/session/settings';

/** A titled group of settings. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="settings-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A checkbox for one boolean setting at a path; saved after the change like every setting. */
export function SettingToggle({
  path,
  checked,
  label,
  hint,
}: {
  path: string[];
  checked: boolean;
  label: string;
  hint?: string;
}) {
  const dispatch = useAppDispatch();
  const hintId = useId();
  return (
    <div className="settings-field settings-field--toggle">
      <label>
        <input
          type="checkbox"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => dispatch(settingChanged({ path, value: e.target.checked }))}
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="settings-field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Radio buttons for one choice among a few, named by its legend. */
export function SettingChoice<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="settings-field settings-choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A labelled select. */
export function SettingSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <label className="settings-field settings-field--select">
      {label}
      <select
        value={value}
        onChange={(e) => {
          const chosen = options.find((o) => o.value === e.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
