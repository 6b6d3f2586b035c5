import { describe, expect, it } from 'vitest';
import { formatText } from '../../i18n/intl';
import { desktopAlertText } from './notificationAlertRules';

const status = { spoilerText: '', contentPlain: 'Lunch at noon' };
const titleOf = (...args: Parameters<typeof desktopAlertText>) =>
  formatText(desktopAlertText(...args).title);

describe('desktop notification wording', () => {
  it.each([
    ['favourite', 'Alice favorited your post'],
    ['reblog', 'Alice boosted your post'],
    ['mention', 'Alice mentioned you'],
    ['follow', 'Alice followed you'],
    ['follow_request', 'Alice has requested to follow you'],
    ['emoji_reaction', 'Alice reacted your post with emoji'],
    ['status', 'Alice just posted'],
    ['update', 'Alice edited a post'],
    ['poll', 'A poll you voted in has ended'],
    ['admin.sign_up', 'Alice signed up'],
    ['unknown', '[NO MESSAGE DEFINITION]'],
  ] as const)('titles a %s "%s"', (type, title) => {
    expect(titleOf(type, 'Alice', status)).toBe(title);
  });

  it("takes the status's plain text as the body, its content warning when it has one", () => {
    expect(desktopAlertText('mention', 'Alice', status).body).toBe('Lunch at noon');
    expect(
      desktopAlertText('mention', 'Alice', { spoilerText: 'Food', contentPlain: 'Lunch' }).body,
    ).toBe('Food');
    expect(desktopAlertText('follow', 'Alice', undefined).body).toBe('');
  });
});
