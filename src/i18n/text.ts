/**
 * Text that the store produces for the screen: either literal text from a server
 * (an error message) or a message to translate. The screen formats it.
 */
export interface MessageText {
  id: string;
  defaultMessage: string;
  values?: Record<string, string | number>;
}

export type LocalText = string | MessageText;

export const message = (
  id: string,
  defaultMessage: string,
  values?: Record<string, string | number>,
): MessageText => (values ? { id, defaultMessage, values } : { id, defaultMessage });
