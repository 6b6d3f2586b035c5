import { describe, expect, it } from 'vitest';
import { notificationTitle } from './notificationTitle';

describe('notificationTitle', () => {
  it("says what happened in Mastodon's words, for one sender", () => {
    expect(notificationTitle('favourite', 'Alice')).toBe('Alice favorited your post');
    expect(notificationTitle('follow', 'Bob')).toBe('Bob followed you');
    expect(notificationTitle('emoji_reaction', 'Carol')).toBe('Carol reacted your post with emoji');
  });

  it("says '[NO MESSAGE DEFINITION]' for a type it does not know", () => {
    expect(notificationTitle('brand_new_type', 'Alice')).toBe('[NO MESSAGE DEFINITION]');
    expect(notificationTitle('toString', 'Alice')).toBe('[NO MESSAGE DEFINITION]');
  });
});
