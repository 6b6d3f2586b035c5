/** The composer's messages, as text the screen translates. */
import { message } from '../../i18n/text';

export const COMPOSE_MESSAGES = {
  uploadLimit: message('upload_error.limit', 'File upload limit exceeded.'),
  uploadWithQuote: message('upload_error.quote', 'File upload not allowed with quotes.'),
  uploadWithPoll: message('upload_error.poll', 'File upload not allowed with polls.'),
  quoteWithMedia: message('quote_error.upload', 'Quoting is not allowed with media attachments.'),
  quoteWithPoll: message('quote_error.poll', 'Quoting is not allowed with polls.'),
  quoteAlready: message('quote_error.quote', 'Only one quote at a time is allowed.'),
  quoteUnauthorized: message(
    'quote_error.unauthorized',
    'You are not authorized to quote this post.',
  ),
  saved: message('compose.saved.body', 'Post saved.'),
  published: message('compose.published.body', 'Post published.'),
  scheduled: message('compose.scheduled.body', 'Post scheduled.'),
} as const;
