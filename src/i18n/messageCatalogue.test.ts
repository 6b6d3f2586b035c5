import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanSource, type SourceMessage } from './catalogue/sourceMessages';

/**
 * A catalogue in another language is built from the message ids in the source, so every
 * message must be readable from the source as it is written, and an id must name one text.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));

const scanned = scanSource(SRC);
const messages = scanned.flatMap((s) => s.found);

describe('the message catalogue', () => {
  it('finds the messages in every form they take', () => {
    const ids = new Set(messages.map((m) => m.id));
    expect(ids.size).toBeGreaterThan(300);
    // A descriptor, <FormattedMessage>, message() and a local t().
    for (const id of ['poll.vote', 'login.title', 'upload_error.limit', 'navigation_bar.label'])
      expect(ids).toContain(id);
  });

  it('reads every message id from the source', () => {
    expect(scanned.flatMap((s) => s.unreadable)).toEqual([]);
  });

  it('gives one id one text, wherever the id is used', () => {
    const byId = new Map<string, SourceMessage[]>();
    for (const m of messages) byId.set(m.id, [...(byId.get(m.id) ?? []), m]);
    const conflicts = [...byId.values()]
      .filter((uses) => new Set(uses.map((u) => u.defaultMessage)).size > 1)
      .map((uses) => uses.map((u) => `${u.id} = ${JSON.stringify(u.defaultMessage)} (${u.at})`));
    expect(conflicts).toEqual([]);
  });

  it("keeps Mastodon's id convention: lowercase words joined by dots", () => {
    // Mastodon's own ids that break its convention, kept as Mastodon spells them.
    const mastodonExceptions = new Set([
      'column_header.moveLeft_settings',
      'column_header.moveRight_settings',
    ]);
    const odd = messages.filter(
      (m) => !mastodonExceptions.has(m.id) && !/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/.test(m.id),
    );
    expect(odd.map((m) => `${m.id} (${m.at})`)).toEqual([]);
  });
});
