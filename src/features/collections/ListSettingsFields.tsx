import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ListSettings } from '../../entities/types';
import { message } from '../../i18n/text';

/** Mastodon's wording for each replies policy, in the order it offers them. */
const POLICY_LABELS = {
  followed: message('lists.replies_policy.followed', 'Any followed user'),
  list: message('lists.replies_policy.list', 'Members of the list'),
  none: message('lists.replies_policy.none', 'No one'),
} as const satisfies Record<ListSettings['repliesPolicy'], unknown>;

/** A list's own settings: whose replies show, kept out of home, and kmyblue's notify. */
const POLICIES = Object.keys(POLICY_LABELS) as ListSettings['repliesPolicy'][];

export function ListSettingsFields({
  settings,
  hasNotify,
  onChange,
}: {
  settings: ListSettings;
  hasNotify: boolean;
  onChange: (changed: Partial<ListSettings>) => void;
}) {
  const intl = useIntl();
  const name = useId();
  return (
    <>
      <fieldset className="collection-edit__group">
        <legend>
          {intl.formatMessage({
            id: 'lists.replies_policy.title',
            defaultMessage: 'Show replies to:',
          })}
        </legend>
        {POLICIES.map((policy) => (
          <label key={policy} className="collection-edit__choice">
            <input
              type="radio"
              name={name}
              value={policy}
              checked={settings.repliesPolicy === policy}
              onChange={() => onChange({ repliesPolicy: policy })}
            />
            {intl.formatMessage(POLICY_LABELS[policy])}
          </label>
        ))}
      </fieldset>
      <label className="collection-edit__choice">
        <input
          type="checkbox"
          checked={settings.exclusive}
          onChange={(e) => onChange({ exclusive: e.target.checked })}
        />
        {intl.formatMessage({
          id: 'lists.exclusive',
          defaultMessage: 'Hide these posts from home',
        })}
      </label>
      {hasNotify && (
        <label className="collection-edit__choice">
          <input
            type="checkbox"
            checked={settings.notify}
            onChange={(e) => onChange({ notify: e.target.checked })}
          />
          {intl.formatMessage({ id: 'lists.notify', defaultMessage: 'Notify on new posts' })}
        </label>
      )}
    </>
  );
}
