/**
 * The account page's calls beyond the account itself: what the reader keeps about an account
 * (note, endorsement, a follower removed), what the page shows beside it (featured tags,
 * endorsements, familiar followers, the reader's lists holding it) and profile editing.
 */
import { normaliseCollectionItems } from '../entities/collection';
import { COLLECTION_KINDS } from '../entities/collectionKinds';
import { normaliseCredentialAccount } from '../entities/credentials';
import { normaliseFamiliarFollowers, normaliseProfileSource } from '../entities/profile';
import { normaliseFeaturedTags } from '../entities/tag';
import { normaliseRelationship } from '../entities/relationship';
import type {
  Account,
  CollectionItem,
  EntityBundle,
  FeaturedTag,
  ProfileChanges,
  ProfileSource,
  Relationship,
} from '../entities/types';
import { readAccountPage, type AccountPage } from './accounts';
import { mapResult, type ApiClient, type ApiResult } from './client';
import type { ApiAccountNoteBody, ApiCredentialsProfileBody } from './types';

const id = encodeURIComponent;
const accountPath = (accountId: string, rest: string) =>
  `/api/v1/accounts/${id(accountId)}/${rest}`;

/** POST v1/accounts/{id}/note, body comment (empty deletes the note). */
export async function saveAccountNote(
  client: ApiClient,
  accountId: string,
  comment: string,
): Promise<ApiResult<Relationship>> {
  const json: ApiAccountNoteBody = { comment };
  return mapResult(
    await client.request('POST', accountPath(accountId, 'note'), { json }),
    normaliseRelationship,
  );
}

/** pin / unpin (endorse), and remove_from_followers: no payload, a relationship back. */
export async function postAccountAction(
  client: ApiClient,
  accountId: string,
  action: 'pin' | 'unpin' | 'remove_from_followers',
): Promise<ApiResult<Relationship>> {
  return mapResult(
    await client.request('POST', accountPath(accountId, action)),
    normaliseRelationship,
  );
}

export async function fetchFeaturedTags(
  client: ApiClient,
  accountId: string,
): Promise<ApiResult<FeaturedTag[]>> {
  return mapResult(
    await client.request('GET', accountPath(accountId, 'featured_tags')),
    normaliseFeaturedTags,
  );
}

/** The accounts this account endorses (first page). */
export async function fetchEndorsements(
  client: ApiClient,
  accountId: string,
): Promise<ApiResult<AccountPage>> {
  return mapResult(
    await client.request('GET', accountPath(accountId, 'endorsements')),
    readAccountPage,
  );
}

/** GET v1/accounts/familiar_followers, query id (one or several). */
export async function fetchFamiliarFollowers(
  client: ApiClient,
  accountIds: readonly string[],
): Promise<ApiResult<{ byAccount: Record<string, string[]>; bundle: EntityBundle }>> {
  return mapResult(
    await client.request('GET', '/api/v1/accounts/familiar_followers', {
      query: { id: accountIds },
    }),
    normaliseFamiliarFollowers,
  );
}

/** GET v1/accounts/{id}/lists: the reader's lists holding the account. */
export async function fetchAccountLists(
  client: ApiClient,
  accountId: string,
): Promise<ApiResult<CollectionItem[]>> {
  const normalise = COLLECTION_KINDS.lists.normalise;
  return mapResult(await client.request('GET', accountPath(accountId, 'lists')), (json) =>
    normaliseCollectionItems(json, normalise),
  );
}

/** The reader's own account with its profile as written (for the editor). */
export async function fetchProfileSource(
  client: ApiClient,
): Promise<ApiResult<{ account: Account; bundle: EntityBundle; source: ProfileSource }>> {
  return mapResult(await client.request('GET', '/api/v1/accounts/verify_credentials'), (json) => ({
    ...normaliseCredentialAccount(json),
    source: normaliseProfileSource(json),
  }));
}

/** The wire body of a profile edit: only what changed. */
export function profileBody(changes: ProfileChanges): ApiCredentialsProfileBody {
  return {
    display_name: changes.displayName,
    note: changes.note,
    avatar: changes.avatar,
    header: changes.header,
    locked: changes.locked,
    bot: changes.bot,
    discoverable: changes.discoverable,
    indexable: changes.indexable,
    hide_collections: changes.hideCollections,
    fields_attributes: changes.fields,
    other_settings: changes.otherSettings,
  };
}

/** Rails-style multipart fields (`fields_attributes[0][name]`, `other_settings[key]`). */
export function profileFormData(body: ApiCredentialsProfileBody): FormData {
  const form = new FormData();
  const put = (key: string, value: string | boolean | Blob | undefined) => {
    if (value === undefined) return;
    form.append(key, typeof value === 'boolean' ? String(value) : value);
  };
  put('display_name', body.display_name);
  put('note', body.note);
  put('avatar', body.avatar);
  put('header', body.header);
  put('locked', body.locked);
  put('bot', body.bot);
  put('discoverable', body.discoverable);
  put('indexable', body.indexable);
  put('hide_collections', body.hide_collections);
  body.fields_attributes?.forEach((field, i) => {
    put(`fields_attributes[${i}][name]`, field.name);
    put(`fields_attributes[${i}][value]`, field.value);
  });
  for (const [key, value] of Object.entries(body.other_settings ?? {})) {
    put(`other_settings[${key}]`, value);
  }
  return form;
}

/** PATCH update_credentials (multipart); the answer is the account as it now is. */
export async function updateProfile(
  client: ApiClient,
  changes: ProfileChanges,
): Promise<ApiResult<{ account: Account; bundle: EntityBundle; source: ProfileSource }>> {
  const formData = profileFormData(profileBody(changes));
  return mapResult(
    await client.request('PATCH', '/api/v1/accounts/update_credentials', { formData }),
    (json) => ({ ...normaliseCredentialAccount(json), source: normaliseProfileSource(json) }),
  );
}
