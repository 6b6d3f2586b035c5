/** A profile's own edits (update_credentials): text, fields, images and switches. */
import type { ApiCredentialsProfileBody } from '../../src/api/types';
import { PROFILE_IMAGE_LIMIT_BYTES } from '../config';
import { type Queryable } from '../db/database';
import { validationFailed } from '../http/errors';
import { snowflakeNow } from '../ids';
import { writeSystemFile } from '../media/files';
import { probe } from '../media/probe';

const imageLabel = { avatar: 'Avatar', header: 'Header' } as const;

/** Stores an image like an upload (under /system), once it is known to be a picture. */
async function storeImage(
  filesDir: string,
  accountId: string,
  which: 'avatar' | 'header',
  bytes: Uint8Array,
): Promise<string> {
  const found = probe(bytes);
  if (!found || found.kind !== 'image')
    throw validationFailed(`${imageLabel[which]} content type is invalid`);
  if (bytes.length > PROFILE_IMAGE_LIMIT_BYTES)
    throw validationFailed(
      `${imageLabel[which]} file size must be less than ${PROFILE_IMAGE_LIMIT_BYTES / 1_048_576} MB`,
    );
  const path = `accounts/${which}s/${accountId}/${snowflakeNow()}.${found.extension}`;
  await writeSystemFile(filesDir, path, bytes);
  return path;
}

/** Sets what the body gives and keeps the rest; fields are replaced as a whole. */
export async function updateProfile(
  db: Queryable,
  filesDir: string,
  accountId: string,
  body: ApiCredentialsProfileBody<Uint8Array>,
): Promise<void> {
  const avatar = body.avatar ? await storeImage(filesDir, accountId, 'avatar', body.avatar) : null;
  const header = body.header ? await storeImage(filesDir, accountId, 'header', body.header) : null;
  // A field keeps its verification while its value stays the same.
  const fields = body.fields_attributes
    ? JSON.stringify(body.fields_attributes.map((f) => ({ name: f.name, value: f.value })))
    : null;
  await db.query(
    `update accounts set
       display_name = coalesce($2, display_name),
       note = coalesce($3, note),
       avatar_path = coalesce($4, avatar_path),
       header_path = coalesce($5, header_path),
       locked = coalesce($6, locked),
       bot = coalesce($7, bot),
       discoverable = coalesce($8, discoverable),
       indexable = coalesce($9, indexable),
       hide_collections = coalesce($10, hide_collections),
       fields = coalesce((
         select jsonb_agg(f.value || jsonb_build_object('verified_at', (
           select old.value->'verified_at' from jsonb_array_elements(fields) old
           where old.value->>'value' = f.value->>'value' and old.value->>'name' = f.value->>'name'
           limit 1)) order by f.ordinality)
         from jsonb_array_elements($11::jsonb) with ordinality f
       ), case when $11::jsonb is null then fields else '[]'::jsonb end),
       other_settings = other_settings || coalesce($12::jsonb, '{}'::jsonb)
     where id = $1`,
    [
      accountId,
      body.display_name ?? null,
      body.note ?? null,
      avatar,
      header,
      body.locked ?? null,
      body.bot ?? null,
      body.discoverable ?? null,
      body.indexable ?? null,
      body.hide_collections ?? null,
      fields,
      body.other_settings ? JSON.stringify(body.other_settings) : null,
    ],
  );
}
