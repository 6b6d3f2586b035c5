import { describe, expect, it } from 'vitest';
import { collectionBody, normaliseList, withChanges } from './collection';

describe('lists', () => {
  it('reads the settings a list has on the wire', () => {
    expect(
      normaliseList({
        id: '4',
        title: 'News',
        replies_policy: 'followed',
        exclusive: true,
        notify: true,
        antennas: [],
      }),
    ).toEqual({
      id: '4',
      title: 'News',
      list: { repliesPolicy: 'followed', exclusive: true, notify: true },
    });
  });

  it('reads an older or unknown list with the defaults: replies to members, nothing else', () => {
    const expected = { repliesPolicy: 'list', exclusive: false, notify: false };
    expect(normaliseList({ id: '4', title: 'News' }).list).toEqual(expected);
    expect(normaliseList({ id: '4', title: 'News', replies_policy: 'all' }).list).toEqual(expected);
    expect(() => normaliseList({ id: '4' })).toThrow();
  });

  it('sends the title and only the settings a change names', () => {
    expect(collectionBody({ title: 'News' })).toEqual({ title: 'News' });
    expect(
      collectionBody({ title: 'News', list: { repliesPolicy: 'none', exclusive: false } }),
    ).toEqual({ title: 'News', replies_policy: 'none', exclusive: false });
    expect(
      collectionBody({
        title: 'News',
        list: { repliesPolicy: 'list', exclusive: true, notify: true },
      }),
    ).toEqual({ title: 'News', replies_policy: 'list', exclusive: true, notify: true });
  });

  it('shows a save on the item as it will be, keeping what the change leaves out', () => {
    const list = { repliesPolicy: 'list' as const, exclusive: false, notify: true };
    const item = { id: '4', title: 'News', list };
    expect(withChanges(item, { title: 'Tech', list: { exclusive: true } })).toEqual({
      id: '4',
      title: 'Tech',
      list: { ...list, exclusive: true },
    });
    expect(withChanges({ id: '5', title: 'Friends' }, { title: 'Family' })).toEqual({
      id: '5',
      title: 'Family',
    });
  });
});
