/**
 * What an account page shows beside the account: featured tags, familiar followers, and the
 * owner's own profile source (plain bio and fields) for the editor.
 */
import type {
  ApiAccountFieldJSON,
  ApiCredentialAccountJSON,
  ApiCredentialSourceJSON,
  ApiFamiliarFollowersJSON,
} from '../api/types';
import { normaliseAccount } from './account';
import { dedupeBundle, emptyBundle } from './bundle';
import { readItem } from './statusList';
import type { EntityBundle, ProfileSource } from './types';
import { asArray, reader, readEach } from './validate';

/** familiar_followers: the follower ids for each account asked. */
export function normaliseFamiliarFollowers(json: unknown): {
  byAccount: Record<string, string[]>;
  bundle: EntityBundle;
} {
  const bundle = emptyBundle();
  const byAccount: Record<string, string[]> = {};
  for (const item of asArray(json, 'FamiliarFollowers')) {
    const entry = readEach([item], (one) => {
      const r = reader<ApiFamiliarFollowersJSON>(one, 'FamiliarFollowers');
      const ids = r.array('accounts').flatMap((account) => {
        const read = readItem(account, bundle, normaliseAccount);
        return 'invalid' in read ? [] : [read.id];
      });
      return { id: r.string('id'), ids };
    })[0];
    if (entry) byAccount[entry.id] = entry.ids;
  }
  return { byAccount, bundle: dedupeBundle(bundle) };
}

/** The bio and fields as the owner wrote them (verify_credentials' source). */
export function normaliseProfileSource(json: unknown): ProfileSource {
  const source = reader<ApiCredentialAccountJSON>(json, 'Account').object('source');
  if (!source) return { note: '', fields: [] };
  const r = reader<ApiCredentialSourceJSON>(source, 'Credential source');
  return {
    note: r.stringOr('note', ''),
    fields: readEach(r.array('fields'), (field) => {
      const f = reader<ApiAccountFieldJSON>(field, 'Profile field');
      return { name: f.stringOr('name', ''), value: f.stringOr('value', '') };
    }),
  };
}
