/** The poll draft: two empty options to start, options added as they fill, what is sent. */
import type { PollDraft } from '../../entities/types';
import { pollOptionsToSend } from '../../entities/statusRequest';
import { DEFAULT_POLL_EXPIRY_S } from '../constants';

export type { PollDraft } from '../../entities/types';
export { pollOptionsToSend } from '../../entities/statusRequest';

/** Two empty options, 86400 s, single choice. */
export const newPollDraft = (): PollDraft => ({
  options: ['', ''],
  expiresIn: DEFAULT_POLL_EXPIRY_S,
  multiple: false,
});

/**
 * After an option changes, blank options are removed (keeping at least two slots) and
 * one blank option is added at the end while under the server's maximum.
 */
export function tidyPollOptions(options: readonly string[], max: number): string[] {
  const filled = options.filter((o) => o.trim() !== '').slice(0, max);
  const out = [...filled];
  if (out.length < max) out.push('');
  while (out.length < 2) out.push('');
  return out;
}

export function pollOptionChanged(
  poll: PollDraft,
  index: number,
  title: string,
  max: number,
): PollDraft {
  let options = poll.options.map((o, i) => (i === index ? title : o));
  // An option emptied goes away, but two slots always remain.
  if (title.trim() === '' && options.length > 2) options = options.filter((_, i) => i !== index);
  const last = options[options.length - 1] ?? '';
  if (options.length < max && last.trim() !== '') options = [...options, ''];
  return { ...poll, options };
}

/** A poll needs two filled options before it can go. */
export const isPollReady = (poll: PollDraft | null): boolean =>
  poll === null || pollOptionsToSend(poll).length >= 2;
