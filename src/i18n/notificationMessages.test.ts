import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../entities/values';
import { notificationTypeOf } from '../entities/notificationGroup';
import { NOTIFICATION_MESSAGES, OWN_POLL_MESSAGE } from './notificationMessages';

const intl = createIntl({ locale: 'en', messages: {} });
const say = (type: string, count = 0) =>
  intl.formatMessage(NOTIFICATION_MESSAGES[notificationTypeOf(type)], {
    name: 'Alice',
    count,
    listName: 'Friends',
    target: 'bob@remote.example',
    year: '2025',
  });

describe('what each notification says (Mastodon and kmyblue English)', () => {
  it.each([
    ['follow', 'Alice followed you'],
    ['follow_request', 'Alice has requested to follow you'],
    ['favourite', 'Alice favorited your post'],
    ['emoji_reaction', 'Alice reacted your post with emoji'],
    ['reblog', 'Alice boosted your post'],
    ['mention', 'Alice mentioned you'],
    ['status_reference', 'Alice quoted your post'],
    ['quote', 'Alice quoted your post'],
    ['poll', 'A poll you voted in has ended'],
    ['status', 'Alice just posted'],
    ['list_status', 'Alice post is added to Friends'],
    ['update', 'Alice edited a post'],
    ['quoted_update', 'Alice edited a post'],
    ['admin.sign_up', 'Alice signed up'],
    ['admin.report', 'Alice reported bob@remote.example'],
    ['moderation_warning', 'You have received a moderation warning'],
    ['severed_relationships', 'Lost connections with bob@remote.example'],
    [
      'annual_report',
      "Your 2025 #Wrapstodon awaits! Unveil your year's highlights and memorable moments on Mastodon!",
    ],
    ['something_new', '[NO MESSAGE DEFINITION]'],
  ])('%s: "%s"', (type, text) => {
    expect(say(type)).toBe(text);
  });

  it('has a message for every type the client knows', () => {
    for (const type of NOTIFICATION_TYPES) expect(say(type)).not.toBe('[NO MESSAGE DEFINITION]');
  });

  it('counts the others of a group after the first name', () => {
    expect(say('favourite', 1)).toBe('Alice and 1 other favorited your post');
    expect(say('follow', 7)).toBe('Alice and 7 others followed you');
    expect(say('emoji_reaction', 2)).toBe('Alice and 2 others reacted your post with emoji');
  });

  it("says so when the poll was the reader's own", () => {
    expect(intl.formatMessage(OWN_POLL_MESSAGE)).toBe('Your poll has ended');
  });
});
