import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../session/settings';
import { isNotificationTypeShown } from './notificationShows';

describe('notification shows', () => {
  const shows = { ...defaultSettings().notifications.shows, favourite: false };
  it('leaves out a type the reader turned off, and keeps the others', () => {
    expect(isNotificationTypeShown('favourite', shows)).toBe(false);
    expect(isNotificationTypeShown('mention', shows)).toBe(true);
  });
  it('always shows types that have no setting', () => {
    expect(isNotificationTypeShown('moderation_warning', shows)).toBe(true);
    expect(isNotificationTypeShown('unknown', shows)).toBe(true);
  });
});
