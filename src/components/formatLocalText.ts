import type { IntlShape } from 'react-intl';
import type { LocalText } from '../i18n/text';

/** Text the store produced: a server's own words as they are, a message translated. */
export const formatLocalText = (intl: IntlShape, text: LocalText): string =>
  typeof text === 'string'
    ? text
    : intl.formatMessage({ id: text.id, defaultMessage: text.defaultMessage }, text.values);
