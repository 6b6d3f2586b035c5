import { useIntl } from 'react-intl';
import type { Status } from '../../entities/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/selectors';
import { translateStatus, translationHidden } from '../../store/statuses/translations';
import { selectTranslation } from '../../store/statuses/selectors';
import { textToRichNodes } from '../../lib/richText';
import { languageName } from '../../lib/languageName';
import { useStatusHotkey } from '../hotkeys/statusHotkeys';

const TRANSLATABLE = new Set(['public', 'unlisted', 'public_unlisted', 'login']);

const messages = {
  translate: { id: 'status.translate', defaultMessage: 'Translate' },
  translating: { id: 'status.translating', defaultMessage: 'Translating…' },
  translatedFrom: {
    id: 'status.translated_from_with',
    defaultMessage: 'Translated from {lang} using {provider}',
  },
  showOriginal: { id: 'status.show_original', defaultMessage: 'Show original' },
} satisfies Record<string, { id: string; defaultMessage: string }>;

const languageOf = (locale: string) => locale.split('-')[0] ?? 'en';

/**
 * Whether the post could be translated for a reader of `locale`, as far as the post says: in
 * another language, public enough, with text. The server must translate too.
 */
export const mayTranslate = (status: Status, locale: string): boolean =>
  status.language !== null &&
  languageOf(status.language) !== languageOf(locale) &&
  TRANSLATABLE.has(status.visibility) &&
  status.contentPlain.trim() !== '';

/** 'Translate' when the post's language is not the reader's and the server translates. */
export function StatusTranslation({ status }: { status: Status }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const enabled = useAppSelector(
    (s) => selectInstance(s)?.configuration.translationEnabled ?? false,
  );
  const entry = useAppSelector((s) => selectTranslation(s, status.id));
  const userLanguage = languageOf(intl.locale);
  const translatable = enabled && mayTranslate(status, intl.locale);
  const translation = entry?.translation;
  // t translates, or shows the original again.
  useStatusHotkey(
    'translate',
    !translatable || entry?.isLoading
      ? null
      : translation
        ? () => dispatch(translationHidden(status.id))
        : () => void dispatch(translateStatus({ id: status.id, lang: userLanguage })),
  );
  if (!translatable) return null;
  if (!translation)
    return (
      <button
        type="button"
        className="status__translate"
        disabled={entry?.isLoading}
        onClick={() => void dispatch(translateStatus({ id: status.id, lang: userLanguage }))}
      >
        {intl.formatMessage(entry?.isLoading ? messages.translating : messages.translate)}
      </button>
    );
  return (
    <div className="status__translation">
      <p className="status__translation-provider">
        {intl.formatMessage(messages.translatedFrom, {
          lang: languageName(translation.detectedSourceLanguage, intl.locale),
          provider: translation.provider,
        })}{' '}
        <button
          type="button"
          className="status__translate"
          onClick={() => dispatch(translationHidden(status.id))}
        >
          {intl.formatMessage(messages.showOriginal)}
        </button>
      </p>
    </div>
  );
}

/** The status as shown: its translation in place of the content while one is shown. */
export function useTranslatedStatus(status: Status): Status {
  const translation = useAppSelector((s) => selectTranslation(s, status.id)?.translation);
  if (!translation) return status;
  return {
    ...status,
    content: translation.content,
    spoilerText: translation.spoilerText || status.spoilerText,
    spoilerNodes: translation.spoilerText
      ? textToRichNodes(translation.spoilerText, status.emojis)
      : status.spoilerNodes,
    language: null,
  };
}
