import type { ApiPollJSON, ApiPollOptionJSON } from '../api/types';
import { textToRichNodes } from '../lib/richText';
import { normaliseCustomEmojis } from './customEmoji';
import type { CustomEmoji, Poll, PollOption } from './types';
import { reader } from './validate';

function normaliseOption(json: unknown, emojis: CustomEmoji[]): PollOption {
  const r = reader<ApiPollOptionJSON>(json, 'Poll option');
  const title = r.string('title');
  return {
    title,
    titleNodes: textToRichNodes(title, emojis),
    votesCount: r.numberOr('votes_count', null),
  };
}

/** A poll's own emojis, else the status's, emojify its options. */
export function normalisePoll(json: unknown, statusEmojis: CustomEmoji[] = []): Poll {
  const r = reader<ApiPollJSON>(json, 'Poll');
  const own = normaliseCustomEmojis(r.json.emojis);
  const emojis = own.length > 0 ? own : statusEmojis;
  const ownVotes = r.array('own_votes').filter((v): v is number => Number.isInteger(v));
  return {
    id: r.string('id'),
    expiresAt: r.stringOr('expires_at', null),
    expired: r.boolean('expired'),
    multiple: r.boolean('multiple'),
    votesCount: r.numberOr('votes_count', 0),
    votersCount: r.numberOr('voters_count', null),
    voted: r.boolean('voted'),
    ownVotes,
    options: r.array('options').map((o) => normaliseOption(o, emojis)),
    emojis: own,
  };
}
