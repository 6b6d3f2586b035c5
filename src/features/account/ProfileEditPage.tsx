import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PROFILE_OTHER_SETTINGS, type ProfileOtherSetting } from '../../entities/values';
import type { ProfileSource } from '../../entities/types';
import { loadProfileSource, saveProfile } from '../../store/accounts/profileEditActions';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsKmyblue, selectMe } from '../../store/selectors';
import { Column } from '../ui/Column';
import { profileChangesOf, profileFormOf, type ProfileForm } from './profileForm';
import { ProfileImageField } from './ProfileImageField';
import './account.css';
import { LoadingIndicator } from '../../components/LoadingIndicator';

type Switch = 'locked' | 'bot' | 'discoverable' | 'indexable' | 'hideCollections';

const SWITCHES: { key: Switch; id: string; label: string }[] = [
  { key: 'locked', id: 'edit_profile.locked', label: 'Require follow requests' },
  { key: 'bot', id: 'edit_profile.bot', label: 'This is an automated account' },
  {
    key: 'discoverable',
    id: 'edit_profile.discoverable',
    label: 'Feature profile and posts in discovery algorithms',
  },
  {
    key: 'indexable',
    id: 'edit_profile.indexable',
    label: 'Include public posts in search results',
  },
  { key: 'hideCollections', id: 'edit_profile.hide_collections', label: 'Hide your social graph' },
];

const OTHER_SETTING_LABELS: Record<ProfileOtherSetting, string> = {
  noindex: 'Ask search engines not to index your profile',
  hide_statuses_count: 'Hide your posts count',
  hide_following_count: 'Hide your following count',
  hide_followers_count: 'Hide your followers count',
};

function Toggle({
  checked,
  label,
  onChange,
}: {
  checked: boolean;
  label: string;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="profile-edit__toggle">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

function TextField({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="profile-edit__field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** /settings/profile: the reader's profile, saved with "Save changes". */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectMe);
  const isKmyblue = useAppSelector(selectIsKmyblue);
  const [form, setForm] = useState<ProfileForm | null>(null);
  const [avatar, setAvatar] = useState<Blob | null>(null);
  const [header, setHeader] = useState<Blob | null>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });

  const [source, setSource] = useState<ProfileSource | null>(null);
  useEffect(() => {
    void dispatch(loadProfileSource())
      .unwrap()
      .then(setSource, () => undefined);
  }, [dispatch]);
  // The form is filled once the source and the account are both here (again after a save).
  if (source && me && !form) setForm(profileFormOf(me, source));

  const title = t('edit_profile.title', 'Edit profile');
  if (!me || !form) {
    return (
      <Column title={title} showBack>
        <LoadingIndicator />
      </Column>
    );
  }
  const change = (next: Partial<ProfileForm>) => {
    setForm({ ...form, ...next });
    setState('idle');
  };
  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setState('saving');
    const done = await dispatch(saveProfile(profileChangesOf(form, { avatar, header }, isKmyblue)));
    if (saveProfile.fulfilled.match(done)) {
      const saved = done.payload;
      setAvatar(null);
      setHeader(null);
      setState('saved');
      // What the server kept (a switch it ignores goes back) is what the form shows now.
      setForm(null);
      setSource(saved);
    } else setState('idle');
  };
  return (
    <Column title={title} showBack>
      <form className="profile-edit" onSubmit={(e) => void submit(e)}>
        <ProfileImageField
          className="profile-image--header"
          label={t('edit_profile.header', 'Header')}
          current={me.header}
          file={header}
          onChange={setHeader}
        />
        <ProfileImageField
          className="profile-image--avatar"
          label={t('edit_profile.avatar', 'Avatar')}
          current={me.avatar}
          file={avatar}
          onChange={setAvatar}
        />
        <TextField label={t('edit_profile.display_name', 'Display name')}>
          {(id) => (
            <input
              id={id}
              value={form.displayName}
              maxLength={30}
              onChange={(e) => change({ displayName: e.target.value })}
            />
          )}
        </TextField>
        <TextField label={t('edit_profile.bio', 'Bio')}>
          {(id) => (
            <textarea
              id={id}
              rows={4}
              value={form.note}
              maxLength={500}
              onChange={(e) => change({ note: e.target.value })}
            />
          )}
        </TextField>
        <fieldset className="profile-edit__fields">
          <legend>{t('edit_profile.extra_fields', 'Extra fields')}</legend>
          {form.fields.map((field, i) => {
            const set = (part: Partial<typeof field>) =>
              change({ fields: form.fields.map((f, j) => (j === i ? { ...f, ...part } : f)) });
            const n = String(i + 1);
            return (
              <div key={i} className="profile-edit__field-row">
                <input
                  aria-label={intl.formatMessage(
                    { id: 'edit_profile.field_label', defaultMessage: 'Label {n}' },
                    { n },
                  )}
                  value={field.name}
                  maxLength={255}
                  onChange={(e) => set({ name: e.target.value })}
                />
                <input
                  aria-label={intl.formatMessage(
                    { id: 'edit_profile.field_content', defaultMessage: 'Content {n}' },
                    { n },
                  )}
                  value={field.value}
                  maxLength={255}
                  onChange={(e) => set({ value: e.target.value })}
                />
              </div>
            );
          })}
        </fieldset>
        {SWITCHES.map((s) => (
          <Toggle
            key={s.key}
            checked={form[s.key]}
            label={t(s.id, s.label)}
            onChange={(value) => change({ [s.key]: value })}
          />
        ))}
        {isKmyblue &&
          PROFILE_OTHER_SETTINGS.map((key) => (
            <Toggle
              key={key}
              checked={form.otherSettings[key]}
              label={t(`edit_profile.${key}`, OTHER_SETTING_LABELS[key])}
              onChange={(value) =>
                change({ otherSettings: { ...form.otherSettings, [key]: value } })
              }
            />
          ))}
        <div className="profile-edit__actions">
          <button type="submit" className="button button--primary" disabled={state === 'saving'}>
            {t('edit_profile.save', 'Save changes')}
          </button>
          {state === 'saved' && (
            <span role="status">{t('edit_profile.saved', 'Changes saved!')}</span>
          )}
        </div>
      </form>
    </Column>
  );
}
