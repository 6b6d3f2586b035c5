import { describe, expect, it } from 'vitest';
import { accountJSON } from '../test/fixtures';
import { normaliseSuggestions } from './suggestion';

describe('normaliseSuggestions', () => {
  it('reads v2 suggestions and v1 bare accounts, leaving out bad ones', () => {
    const { accountIds, bundle } = normaliseSuggestions([
      { source: 'global', sources: ['featured'], account: accountJSON({ id: '1' }) },
      accountJSON({ id: '2' }),
      { source: 'global', account: { id: '3' } },
    ]);
    expect(accountIds).toEqual(['1', '2']);
    expect(bundle.accounts.map((a) => a.id)).toEqual(['1', '2']);
  });
});
