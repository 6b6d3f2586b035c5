import { describe, expect, it } from 'vitest';
import { emptyBundle } from '../entities/bundle';
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
});
