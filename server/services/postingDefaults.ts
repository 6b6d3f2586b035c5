/** An account's posting defaults: the accounts row's privacy, searchability, language, sensitive. */
import type { ApiCredentialsSourceBody } from '../../src/api/types';
import { one, type Queryable } from '../db/database';

export interface PostingDefaultsRow {
  privacy: string;
  searchability: string;
  language: string;
  sensitive: boolean;
}

/** Sets what the body gives and keeps the rest. */
export async function updatePostingDefaults(
  db: Queryable,
  accountId: string,
  { source }: ApiCredentialsSourceBody,
): Promise<void> {
  await db.query(
    `update accounts set
       privacy = coalesce($2, privacy),
       searchability = coalesce($3, searchability),
       language = coalesce($4, language),
       sensitive = coalesce($5, sensitive)
     where id = $1`,
    [
      accountId,
      source.privacy ?? null,
      source.searchability ?? null,
      source.language ?? null,
      source.sensitive ?? null,
    ],
  );
}

export async function readPostingDefaults(
  db: Queryable,
  accountId: string,
): Promise<PostingDefaultsRow | undefined> {
  return one<PostingDefaultsRow>(
    db,
    'select privacy, searchability, language, sensitive from accounts where id = $1',
    [accountId],
  );
}
