import { describe, expect, it } from 'vitest';
import { dedupeBundle, emptyBundle, mergeBundle } from './bundle';
import type { Account, Status } from './types';

const account = (id: string, username = id) => ({ id, username }) as Account;

describe('bundles', () => {
  it('merges and keeps one copy per id, the last one read', () => {
    const bundle = emptyBundle();
    mergeBundle(bundle, {
      accounts: [account('1', 'old'), account('2')],
      statuses: [{ id: 's' } as Status],
    });
    mergeBundle(bundle, { accounts: [account('1', 'new')], statuses: [] });
    const deduped = dedupeBundle(bundle);
    expect(deduped.accounts.map((a) => [a.id, a.username])).toEqual([
      ['1', 'new'],
      ['2', '2'],
    ]);
    expect(deduped.statuses).toHaveLength(1);
  });
});
