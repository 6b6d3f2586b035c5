/**
 * The optional parts of a status, each read on its own: one that cannot be read is noted
 * (UnreadablePart) and left out or defaulted, and the status shows without it. Only the
 * essentials (id, account, created_at, content) make a status unreadable.
 */
import { normaliseMediaAttachment } from './media';
import { normalisePoll } from './poll';
import type { CustomEmoji, MediaAttachment, Poll, StatusPartName, UnreadablePart } from './types';
import { EntityError, readId } from './validate';

export interface SideParts {
  readonly problems: UnreadablePart[];
  /** The part read by `read`, or `fallback` with the problem noted when it cannot be read. */
  read: <T>(part: StatusPartName, fallback: T, read: () => T, id?: string | null) => T;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function sideParts(): SideParts {
  const problems: UnreadablePart[] = [];
  return {
    problems,
    read(part, fallback, read, id = null) {
      try {
        return read();
      } catch (error) {
        // A bug is not bad data: it still surfaces.
        if (!(error instanceof EntityError)) throw error;
        problems.push({ part, id, problem: messageOf(error) });
        return fallback;
      }
    },
  };
}

/**
 * Media attachments one by one: an item that cannot be read, or that has no http(s) address
 * to show or open, is noted with its id (its tile says it is unavailable) and left out.
 */
export function readMediaAttachments(json: unknown, parts: SideParts): MediaAttachment[] {
  if (json === undefined || json === null) return [];
  if (!Array.isArray(json)) {
    parts.problems.push({ part: 'media', id: null, problem: 'media_attachments is not a list' });
    return [];
  }
  return json.flatMap((item: unknown) => {
    const media = parts.read('media', null, () => normaliseMediaAttachment(item), readId(item));
    if (!media) return [];
    if (!media.url && !media.previewUrl && !media.remoteUrl) {
      parts.problems.push({ part: 'media', id: media.id, problem: 'no http(s) address' });
      return [];
    }
    return [media];
  });
}

/** The poll, or null with the problem noted (the post says its poll is unavailable). */
export function readPoll(json: unknown, emojis: CustomEmoji[], parts: SideParts): Poll | null {
  if (json === undefined || json === null) return null;
  return parts.read('poll', null, () => normalisePoll(json, emojis));
}
