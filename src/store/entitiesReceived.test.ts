import { describe, expect, it } from 'vitest';
import { emptyBundle } from '../entities/bundle';
import { normaliseAccount } from '../entities/account';
import { normaliseStatus } from '../entities/status';
import type { ApiStatusJSON } from '../api/types';
import { accountJSON, statusJSON } from '../test/fixtures';
import { entitiesReceived } from './entities';
import { rootReducer, type RootState } from './index';

const receive = (state: RootState, ...statuses: ApiStatusJSON[]) => {
  const bundle = emptyBundle();
  for (const json of statuses) normaliseStatus(json, bundle);
  return rootReducer(state, entitiesReceived(bundle));
};

const author = accountJSON({ id: 'a1', username: 'alice', note: '<p>Hi <b>there</b></p>' });
const initial = rootReducer(undefined, { type: 'init' });

describe('receiving entities again', () => {
  it('keeps the stored objects when the server sends unchanged copies', () => {
    const post = statusJSON({ id: '1', account: author });
    const first = receive(initial, post);
    const again = receive(first, structuredClone(post));
    expect(again.accounts.entities.a1).toBe(first.accounts.entities.a1);
    expect(again.statuses.entities['1']).toBe(first.statuses.entities['1']);
  });

  it('replaces what changed', () => {
    const post = statusJSON({ id: '1', account: author });
    const first = receive(initial, post);
    const again = receive(first, {
      ...post,
      favourites_count: 5,
      account: { ...author, followers_count: author.followers_count + 1 },
    });
    expect(again.accounts.entities.a1).not.toBe(first.accounts.entities.a1);
    expect(again.accounts.entities.a1?.followersCount).toBe(author.followers_count + 1);
    expect(again.statuses.entities['1']?.favouritesCount).toBe(5);
  });

  it('keeps when a mute ends, which only the list of muted accounts says', () => {
    const listed = emptyBundle();
    normaliseAccount({ ...author, mute_expires_at: '2026-12-01T10:00:00.000Z' }, listed);
    const muted = rootReducer(initial, entitiesReceived(listed));
    expect(muted.accounts.entities.a1?.muteExpiresAt).toBe('2026-12-01T10:00:00.000Z');
    // The same account in a post read afterwards says nothing of the mute.
    const later = receive(muted, statusJSON({ id: '1', account: author }));
    expect(later.accounts.entities.a1?.muteExpiresAt).toBe('2026-12-01T10:00:00.000Z');
    // The list read again says the mute no longer ends.
    const again = emptyBundle();
    normaliseAccount({ ...author, mute_expires_at: null }, again);
    expect(rootReducer(later, entitiesReceived(again)).accounts.entities.a1?.muteExpiresAt).toBe(
      null,
    );
  });
});
