import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { fetchCollections } from '../../store/collections/collectionActions';
import {
  selectCollection,
  selectCollectionItems,
} from '../../store/collections/collectionSelectors';
import { composeChanged } from '../../store/compose/draft';
import {
  selectDraftCircleId,
  selectDraftLanguage,
  selectDraftMarkdown,
  selectDraftPrivacy,
  selectDraftQuotePolicy,
  selectDraftSearchability,
} from '../../store/compose/draftSelectors';
import { effectiveQuotePolicy } from '../../store/compose/composePrivacy';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  selectHasCircles,
  selectHasLegacyQuotes,
  selectHasMarkdown,
  selectHasSearchability,
  selectInstance,
} from '../../store/selectors';
import { orderLanguages } from '../../store/compose/composeLanguages';
import { selectFrequentlyUsedLanguages } from '../../store/session/settingsSelectors';
import { languageName } from '../../lib/languageName';
import { OptionDropdown } from './OptionDropdown';

export const SEARCHABILITY = [
  { value: 'public', id: 'searchability.public.short', defaultMessage: 'Public' },
  {
    value: 'public_unlisted',
    id: 'searchability.public_unlisted.short',
    defaultMessage: 'Local public',
  },
  { value: 'private', id: 'searchability.private.short', defaultMessage: 'Followers' },
  { value: 'direct', id: 'searchability.direct.short', defaultMessage: 'Reactionners' },
  { value: 'limited', id: 'searchability.limited.short', defaultMessage: 'Self only' },
] as const;

/** 'Change post searchability' (kmyblue). */
export function SearchabilityDropdown() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const has = useAppSelector(selectHasSearchability);
  const value = useAppSelector(selectDraftSearchability);
  const capabilities = useAppSelector((s) => selectInstance(s)?.capabilities);
  if (!has) return null;
  const offered = SEARCHABILITY.filter(
    (o) =>
      (o.value !== 'public_unlisted' ||
        capabilities?.includes('kmyblue_searchability_public_unlisted')) &&
      (o.value !== 'limited' || capabilities?.includes('kmyblue_searchability_limited')),
  );
  return (
    <OptionDropdown
      label={intl.formatMessage({
        id: 'searchability.change',
        defaultMessage: 'Change post searchability',
      })}
      icon="search"
      value={value}
      options={offered.map((o) => ({
        value: o.value,
        label: intl.formatMessage({ id: o.id, defaultMessage: o.defaultMessage }),
      }))}
      onChange={(searchability) => dispatch(composeChanged({ searchability }))}
    />
  );
}

export const COMMON_LANGUAGES = [
  'en',
  'ja',
  'de',
  'es',
  'fr',
  'it',
  'ko',
  'nl',
  'pl',
  'pt',
  'ru',
  'sv',
  'uk',
  'zh',
];

/** 'Change post language': the frequently used languages first. */
export function LanguageDropdown() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const value = useAppSelector(selectDraftLanguage);
  const frequent = useAppSelector(selectFrequentlyUsedLanguages);
  const instanceLanguages = useAppSelector((s) => selectInstance(s)?.languages);
  const options = () => {
    const nameOf = (code: string) => languageName(code, intl.locale);
    const codes = orderLanguages(
      [value, ...Object.keys(frequent), ...(instanceLanguages ?? []), ...COMMON_LANGUAGES],
      frequent,
      nameOf,
    );
    return codes.map((code) => ({ value: code, label: nameOf(code) }));
  };
  return (
    <OptionDropdown
      label={intl.formatMessage({
        id: 'compose.language.change',
        defaultMessage: 'Change post language',
      })}
      icon="translate"
      value={value}
      valueLabel={value.toUpperCase()}
      options={options}
      onChange={(language) => dispatch(composeChanged({ language }))}
    />
  );
}

export const QUOTE_POLICIES = [
  { value: 'public', id: 'visibility_modal.quote_public', defaultMessage: 'Anyone' },
  { value: 'followers', id: 'visibility_modal.quote_followers', defaultMessage: 'Followers only' },
  { value: 'nobody', id: 'visibility_modal.quote_nobody', defaultMessage: 'Just me' },
] as const;

/** Who can quote; forced to 'Just me' for private and direct posts. */
export function QuotePolicyDropdown() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const has = useAppSelector(selectHasLegacyQuotes);
  const privacy = useAppSelector(selectDraftPrivacy);
  const policy = useAppSelector(selectDraftQuotePolicy);
  if (!has) return null;
  const effective = effectiveQuotePolicy(privacy, policy);
  return (
    <OptionDropdown
      label={intl.formatMessage({
        id: 'visibility_modal.quote_label',
        defaultMessage: 'Who can quote',
      })}
      icon="quote"
      value={effective}
      disabled={effective !== policy || privacy === 'private' || privacy === 'direct'}
      options={QUOTE_POLICIES.map((o) => ({
        value: o.value,
        label: intl.formatMessage({ id: o.id, defaultMessage: o.defaultMessage }),
      }))}
      onChange={(quotePolicy) => dispatch(composeChanged({ quotePolicy }))}
    />
  );
}

/** The circle a circle post goes to. */
export function CircleSelect() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const has = useAppSelector(selectHasCircles);
  const privacy = useAppSelector(selectDraftPrivacy);
  const circles = useAppSelector((s) => selectCollectionItems(s, 'circles'));
  const hasLoaded = useAppSelector((s) => selectCollection(s, 'circles').hasLoaded);
  const circleId = useAppSelector(selectDraftCircleId);
  const show = has && privacy === 'circle';
  useEffect(() => {
    if (show && !hasLoaded) void dispatch(fetchCollections({ kind: 'circles', skipAlert: true }));
  }, [show, hasLoaded, dispatch]);
  if (!show) return null;
  const label = intl.formatMessage({ id: 'compose_form.circle', defaultMessage: 'Circle' });
  return (
    <label className="compose-form__circle">
      {label}{' '}
      <select
        value={circleId ?? ''}
        onChange={(e) => dispatch(composeChanged({ circleId: e.target.value || null }))}
      >
        <option value="">
          {intl.formatMessage({
            id: 'compose_form.circle.choose',
            defaultMessage: 'Choose a circle',
          })}
        </option>
        {circles.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </select>
    </label>
  );
}

/** kmyblue's Markdown switch, where the server has it. */
export function MarkdownToggle() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const has = useAppSelector(selectHasMarkdown);
  const markdown = useAppSelector(selectDraftMarkdown);
  if (!has) return null;
  return (
    <label className="compose-form__markdown">
      <input
        type="checkbox"
        checked={markdown}
        onChange={(e) => dispatch(composeChanged({ markdown: e.target.checked }))}
      />{' '}
      {intl.formatMessage({ id: 'compose_form.markdown', defaultMessage: 'Markdown' })}
    </label>
  );
}
