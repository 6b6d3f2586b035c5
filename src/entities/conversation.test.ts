import { describe, expect, it } from 'vitest';
import { accountJSON, statusJSON } from '../test/fixtures';
import { emptyBundle } from './bundle';
import {
  normaliseAnnouncement,
  normaliseAnnouncementReactionEvent,
  normaliseConversation,
  normaliseConversations,
} from './conversation';

const announcement = {
  id: '9',
  content: '<p>Hi <a href="https://x.example/@alice" class="u-url mention">@alice</a> :blob:</p>',
  starts_at: null,
  ends_at: null,
  all_day: false,
  published_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  read: true,
  mentions: [{ id: '2', username: 'alice', acct: 'alice', url: 'https://x.example/@alice' }],
  statuses: [],
  tags: [],
  emojis: [
    {
      shortcode: 'blob',
      url: 'https://x.example/blob.png',
      static_url: 'https://x.example/blob.png',
    },
  ],
  reactions: [
    { name: 'blob', count: 2, me: true, url: 'javascript:alert(1)' },
    { name: '👍', count: 0, me: false },
  ],
};

describe('conversation', () => {
  it('puts its accounts and last status in the bundle and keeps their ids', () => {
    const bundle = emptyBundle();
    const conversation = normaliseConversation(
      {
        id: '5',
        unread: true,
        accounts: [accountJSON({ id: '2' })],
        last_status: statusJSON({ id: '70' }),
      },
      bundle,
    );
    expect(conversation).toEqual({ id: '5', unread: true, accountIds: ['2'], lastStatusId: '70' });
    expect(bundle.statuses.map((s) => s.id)).toEqual(['70']);
  });

  it('leaves out a conversation that cannot be read, not the page', () => {
    const page = normaliseConversations([
      { id: '1', unread: 'yes' },
      { id: '2', unread: false, accounts: [], last_status: null },
    ]);
    expect(page.conversations.map((c) => c.id)).toEqual(['2']);
  });
});

describe('announcement', () => {
  it('reads content as rich text, drops unsafe pictures and empty reactions', () => {
    const read = normaliseAnnouncement(announcement);
    expect(read.read).toBe(true);
    expect(JSON.stringify(read.content)).toContain('blob.png');
    expect(read.reactions).toEqual([
      { name: 'blob', count: 2, me: true, url: null, staticUrl: null },
    ]);
  });

  it('reads the reaction event', () => {
    expect(
      normaliseAnnouncementReactionEvent({ name: '👍', count: 3, announcement_id: '9' }),
    ).toEqual({ announcementId: '9', name: '👍', count: 3 });
  });
});
