import { describe, expect, it } from 'vitest';
import { filterContextFor } from './filters';

describe('filterContextFor', () => {
  it.each([
    ['home', 'home'],
    ['notifications', 'notifications'],
    ['account', 'account'],
    ['account:12:media', 'account'],
    ['explore', 'explore'],
    ['thread', 'thread'],
    ['detailed', 'thread'],
    ['bookmarks', 'home'],
    ['favourites', 'home'],
    ['list', 'home'],
    ['list:5', 'home'],
    ['antenna:7', 'home'],
    ['public', 'public'],
    ['public:local', 'public'],
    ['hashtag:cats', 'public'],
    ['community', 'public'],
    ['', 'public'],
  ])('%s -> %s', (view, context) => {
    expect(filterContextFor(view)).toBe(context);
  });
});
