import { useEffect, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DisplayName } from '../../components/DisplayName';
import { Icon } from '../../components/Icon';
import { composeChanged, composeMounted, composeReplyCancelled } from '../../store/compose';
import { submitCompose } from '../../store/composeActions';
import { countCharacters, isSubmittable } from '../../store/composeRules';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectAccount, selectInstance, selectStatus } from '../../store/selectors';
import { PrivacyDropdown } from './PrivacyDropdown';

function ReplyIndicator({ statusId }: { statusId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector((s) => selectStatus(s, statusId));
  const account = useAppSelector((s) => selectAccount(s, status?.accountId));
  const defaultPrivacy = useAppSelector((s) => s.session.defaults.privacy);
  return (
    <div className="reply-indicator">
      <span className="reply-indicator__label">
        <FormattedMessage id="reply_indicator.replying_to" defaultMessage="Replying to" />{' '}
        <DisplayName account={account} />
      </span>
      <p className="reply-indicator__content">{status?.contentPlain.slice(0, 140)}</p>
      <button
        type="button"
        className="icon-button"
        aria-label={intl.formatMessage({
          id: 'reply_indicator.cancel',
          defaultMessage: 'Cancel reply',
        })}
        title={intl.formatMessage({ id: 'reply_indicator.cancel', defaultMessage: 'Cancel reply' })}
        onClick={() => dispatch(composeReplyCancelled(defaultPrivacy))}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}

/** The composer: text, content warning and privacy; posts with Ctrl/Cmd+Enter too. */
export function ComposeForm({ onPublished }: { onPublished?: (statusId: string) => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const compose = useAppSelector((s) => s.compose);
  const instance = useAppSelector(selectInstance);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const maxCharacters = instance?.configuration.maxCharacters ?? 500;
  const used =
    countCharacters(compose.text, instance?.configuration.charactersReservedPerUrl ?? 23) +
    (compose.spoiler ? [...compose.spoilerText].length : 0);
  const remaining = maxCharacters - used;
  const canSubmit = !compose.isSubmitting && remaining >= 0 && isSubmittable(compose.text, 0);
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });

  useEffect(() => {
    dispatch(composeMounted(true));
    return () => {
      dispatch(composeMounted(false));
    };
  }, [dispatch]);

  useEffect(() => {
    if (compose.focusRequest === 0) return;
    const textarea = textRef.current;
    if (!textarea) return;
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
  }, [compose.focusRequest]);

  const submit = async (event?: FormEvent) => {
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
      onSubmit={submit}
      aria-label={t('compose_form.label', 'New post')}
    >
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
      <textarea
        ref={textRef}
        className="compose-form__text"
        value={compose.text}
        placeholder={t('compose_form.placeholder', "What's on your mind?")}
        aria-label={t('compose_form.placeholder', "What's on your mind?")}
        onChange={(e) => dispatch(composeChanged({ text: e.target.value }))}
        onKeyDown={onKeyDown}
        rows={5}
        lang={compose.language}
      />
      <div className="compose-form__footer">
        <div className="compose-form__buttons">
          <button
            type="button"
            className={`icon-button ${compose.spoiler ? 'icon-button--active' : ''}`}
            aria-pressed={compose.spoiler}
            aria-label={t('compose_form.spoiler.marked', 'Add content warning')}
            title={t('compose_form.spoiler.marked', 'Add content warning')}
            onClick={() => dispatch(composeChanged({ spoiler: !compose.spoiler }))}
          >
            <span aria-hidden="true" className="compose-form__cw">
              CW
            </span>
          </button>
          <PrivacyDropdown
            value={compose.privacy}
            onChange={(privacy) => dispatch(composeChanged({ privacy }))}
          />
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
          {t('compose_form.publish', 'Post')}
        </button>
      </div>
    </form>
  );
}
