import { useEffect, useLayoutEffect, useRef, type SubmitEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Icon } from '../../components/Icon';
import { composeMounted } from '../../store/compose/composer';
import {
  selectComposerFocusRequest,
  selectIsSubmitting,
  selectIsUploading,
} from '../../store/compose/composerSelectors';
import {
  composeChanged,
  composePollToggled,
  composeSpoilerToggled,
} from '../../store/compose/draft';
import { selectDraft } from '../../store/compose/draftSelectors';
import { submitCompose } from '../../store/compose/composeActions';
import { isPollReady } from '../../store/compose/composePoll';
import { forcePrivacy } from '../../store/compose/composePrivacy';
import { countCharacters, isSubmittable } from '../../store/compose/composeRules';
import {
  selectAllowedPrivacy,
  selectComposeConfiguration,
} from '../../store/compose/composeSelectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectPostingDefaults } from '../../store/selectors';
import { AutosuggestTextarea } from './AutosuggestTextarea';
import {
  CircleSelect,
  LanguageDropdown,
  MarkdownToggle,
  QuotePolicyDropdown,
  SearchabilityDropdown,
} from './ComposeOptions';
import { EditIndicator, QuoteIndicator, ReplyIndicator } from './Indicators';
import { MediaItem } from './MediaItem';
import { PollForm } from './PollForm';
import { PrivacyDropdown } from './PrivacyDropdown';
import { ScheduleField, ScheduleToggle, useScheduleReady } from './ScheduleField';
import { UploadButton, UploadProgress } from './UploadButton';
import './compose.css';

/** The composer: every field of the draft; posts with Ctrl/Cmd+Enter too. */
export function ComposeForm({ onPublished }: { onPublished?: (statusId: string) => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const compose = useAppSelector(selectDraft);
  const isSubmitting = useAppSelector(selectIsSubmitting);
  const isUploading = useAppSelector(selectIsUploading);
  const focusRequest = useAppSelector(selectComposerFocusRequest);
  const config = useAppSelector(selectComposeConfiguration);
  const allowed = useAppSelector(selectAllowedPrivacy);
  const defaultSensitive = useAppSelector((s) => selectPostingDefaults(s).sensitive);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const scheduleReady = useScheduleReady();
  const isScheduling = compose.scheduledAt !== null && !compose.editId;
  const used =
    countCharacters(compose.text, config.charactersReservedPerUrl) +
    (compose.spoiler ? Array.from(compose.spoilerText).length : 0);
  const remaining = config.maxCharacters - used;
  const canSubmit =
    !isSubmitting &&
    !isUploading &&
    compose.privacy !== 'banned' &&
    (compose.privacy !== 'circle' || compose.circleId !== null) &&
    isPollReady(compose.poll) &&
    remaining >= 0 &&
    scheduleReady &&
    isSubmittable(compose.text, compose.media.length);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });

  useEffect(() => {
    dispatch(composeMounted(true));
    return () => {
      dispatch(composeMounted(false));
    };
  }, [dispatch]);

  // Privacy is forced into the allowed list ('banned' when none is).
  useEffect(() => {
    const forced = forcePrivacy(compose.privacy, allowed);
    if (forced !== compose.privacy) dispatch(composeChanged({ privacy: forced }));
  }, [compose.privacy, allowed, dispatch]);

  // In the frame that asks for it: a key typed at once goes into the text, not to the page.
  useLayoutEffect(() => {
    if (focusRequest === 0) return;
    const textarea = textRef.current;
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
  }, [focusRequest]);

  const submit = async (event?: SubmitEvent) => {
    event?.preventDefault();
    if (!canSubmit) return;
    const result = await dispatch(submitCompose());
    if (submitCompose.fulfilled.match(result) && result.payload) onPublished?.(result.payload);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
  };

  return (
    <form
      className="compose-form"
      onSubmit={(event) => void submit(event)}
      aria-label={t('compose_form.label', 'New post')}
    >
      {compose.editId && <EditIndicator />}
      {compose.inReplyToId && <ReplyIndicator statusId={compose.inReplyToId} />}
      {compose.spoiler && (
        <input
          type="text"
          className="compose-form__spoiler"
          value={compose.spoilerText}
          placeholder={t('compose_form.spoiler_placeholder', 'Content warning (optional)')}
          aria-label={t('compose_form.spoiler_placeholder', 'Content warning (optional)')}
          onChange={(e) => dispatch(composeChanged({ spoilerText: e.target.value }))}
          onKeyDown={onKeyDown}
        />
      )}
      <AutosuggestTextarea
        ref={textRef}
        className="compose-form__text"
        value={compose.text}
        placeholder={t('compose_form.placeholder', "What's on your mind?")}
        aria-label={t('compose_form.placeholder', "What's on your mind?")}
        onChange={(text) => dispatch(composeChanged({ text }))}
        onKeyDown={onKeyDown}
        rows={5}
        lang={compose.language}
      />
      {compose.quotedStatusId && <QuoteIndicator statusId={compose.quotedStatusId} />}
      <UploadProgress />
      {compose.media.length > 0 && (
        <ul className="compose-form__media">
          {compose.media.map((media) => (
            <MediaItem key={media.id} media={media} />
          ))}
        </ul>
      )}
      {compose.media.length > 0 && (
        <label className="compose-form__sensitive">
          <input
            type="checkbox"
            checked={compose.sensitive}
            disabled={compose.spoiler}
            onChange={(e) => dispatch(composeChanged({ sensitive: e.target.checked }))}
          />{' '}
          {t('compose_form.sensitive.hide', 'Mark media as sensitive')}
        </label>
      )}
      <PollForm />
      <CircleSelect />
      <ScheduleField />
      <div className="compose-form__footer">
        <div className="compose-form__buttons">
          <UploadButton />
          <button
            type="button"
            className={`icon-button ${compose.poll ? 'icon-button--active' : ''}`}
            aria-pressed={compose.poll !== null}
            aria-label={t('poll_button.add_poll', 'Add a poll')}
            title={t('poll_button.add_poll', 'Add a poll')}
            disabled={compose.media.length > 0 || isUploading || compose.quotedStatusId !== null}
            onClick={() => dispatch(composePollToggled())}
          >
            <Icon name="poll" />
          </button>
          <button
            type="button"
            className={`icon-button ${compose.spoiler ? 'icon-button--active' : ''}`}
            aria-pressed={compose.spoiler}
            aria-label={t('compose_form.spoiler.marked', 'Add content warning')}
            title={t('compose_form.spoiler.marked', 'Add content warning')}
            onClick={() => dispatch(composeSpoilerToggled({ defaultSensitive }))}
          >
            <Icon name="warning" />
          </button>
          <PrivacyDropdown
            value={compose.privacy}
            onChange={(privacy) => dispatch(composeChanged({ privacy }))}
          />
          <SearchabilityDropdown />
          <LanguageDropdown />
          <QuotePolicyDropdown />
          <ScheduleToggle />
          <MarkdownToggle />
        </div>
        <span
          className={`character-counter ${remaining < 0 ? 'character-counter--over' : ''}`}
          aria-live="polite"
        >
          <span className="visually-hidden">
            {t('compose_form.remaining', 'Characters left:')}{' '}
          </span>
          {remaining}
        </span>
        <button type="submit" className="button button--primary" disabled={!canSubmit}>
          {compose.editId
            ? t('compose_form.save_changes', 'Save')
            : isScheduling
              ? t('compose_form.schedule', 'Schedule')
              : t('compose_form.publish', 'Post')}
        </button>
      </div>
    </form>
  );
}
