import { createIntl, createIntlCache } from 'react-intl';
import type { MessageText } from './text';

/**
 * The one formatter of the app: the screens read it through the provider, and text the
 * store shows outside the page (desktop notifications) is formatted by the same one.
 */
export const appIntl = createIntl(
  { locale: 'en', defaultLocale: 'en', messages: {} },
  createIntlCache(),
);

export const formatText = (text: MessageText): string =>
  appIntl.formatMessage({ id: text.id, defaultMessage: text.defaultMessage }, text.values);
