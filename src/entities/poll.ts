import type { ApiPollJSON, ApiPollOptionJSON } from '../api/types';
import { textToRichNodes } from '../lib/richText';
import { normaliseCustomEmojis } from './customEmoji';
import type { CustomEmoji, Poll, PollOption } from './types';
import { finiteOr, reader } from './validate';

function normaliseOption(json: unknown, emojis: CustomEmoji[]): PollOption {
  const r = reader<ApiPollOptionJSON>(json, 'Poll option');
  const title = r.string('title');
  return {
    title,
    titleNodes: textToRichNodes(title, emojis),
    votesCount: finiteOr(r.json.votes_count, null),
  };
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * A poll's own emojis, else the status's, emojify its options. Only its id and its options
 * are needed; a side field of the wrong shape (own_votes, a count, a date) takes its default.
 */
export function normalisePoll(json: unknown, statusEmojis: CustomEmoji[] = []): Poll {
  const r = reader<ApiPollJSON>(json, 'Poll');
  const own = normaliseCustomEmojis(r.json.emojis);
  const emojis = own.length > 0 ? own : statusEmojis;
  // An option left out would shift the indexes a vote sends: a bad option spoils the poll.
  const options = r.array('options').map((o) => normaliseOption(o, emojis));
  const ownVotes = listOf(r.json.own_votes).filter(
    (v): v is number =>
      typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < options.length,
  );
  const votersCount = finiteOr(r.json.voters_count, null);
  return {
    id: r.string('id'),
    expiresAt: typeof r.json.expires_at === 'string' ? r.json.expires_at : null,
    expired: r.json.expired === true,
    multiple: r.json.multiple === true,
    votesCount: finiteOr(r.json.votes_count, 0),
    votersCount,
    voted: r.json.voted === true,
    ownVotes,
    options,
    emojis: own,
  };
}
