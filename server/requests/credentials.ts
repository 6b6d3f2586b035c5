/**
 * update_credentials (form, JSON or multipart): the posting defaults (`source[...]`) and the
 * profile (display name, bio, fields, images and switches).
 */
import {
  DEFAULT_PRIVACY_VALUES,
  DEFAULT_SEARCHABILITY_VALUES,
  PROFILE_FIELDS_MAX,
  PROFILE_OTHER_SETTINGS,
  type ApiCredentialsProfileBody,
  type ApiCredentialsSourceBody,
  type ApiProfileFieldBody,
} from '../../src/api/types';
import { longerThan } from '../content/text';
import { validationFailed } from '../http/errors';
import { asParams, optBool, optString, type Params } from '../http/params';
import { languageCode } from './language';

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const found = values.find((v) => v === value);
  if (!found) throw validationFailed(`${name} is not included in the list`);
  return found;
};

export function parseCredentialsSourceBody(raw: unknown): ApiCredentialsSourceBody {
  const source = asParams(asParams(raw).source);
  const given = optString(source, 'language');
  // The default is chosen, not guessed: a code that is no language (or blank) is refused.
  const language = languageCode(given);
  if (given !== undefined && language === undefined)
    throw validationFailed('Language is not a valid language');
  return {
    source: {
      privacy: oneOf(DEFAULT_PRIVACY_VALUES, optString(source, 'privacy'), 'Privacy'),
      sensitive: optBool(source, 'sensitive'),
      language,
      searchability: oneOf(
        DEFAULT_SEARCHABILITY_VALUES,
        optString(source, 'searchability'),
        'Searchability',
      ),
    },
  };
}

/** Mastodon's limits on a local profile. */
const DISPLAY_NAME_MAX = 30;
const NOTE_MAX = 500;
const FIELD_PART_MAX = 255;

const tooLong = (name: string, max: number) =>
  validationFailed(`${name} is too long (maximum is ${max} characters)`);

function limited(params: Params, key: string, name: string, max: number) {
  const value = optString(params, key);
  if (value !== undefined && longerThan(value, max)) throw tooLong(name, max);
  return value;
}

/** A multipart file arrives as bytes; an empty field is no file. */
function imageOf(params: Params, key: string): Uint8Array | undefined {
  const value = params[key];
  if (value === undefined || value === '') return undefined;
  if (value instanceof Uint8Array && value.length > 0) return value;
  throw validationFailed(`${key === 'avatar' ? 'Avatar' : 'Header'} can't be read`);
}

/** `fields_attributes[0][name]` (an object by index) or a JSON array; blank rows are dropped. */
function fieldsOf(params: Params): ApiProfileFieldBody[] | undefined {
  const raw = params.fields_attributes;
  if (raw === undefined) return undefined;
  const rows: unknown[] = Array.isArray(raw)
    ? raw
    : Object.entries(asParams(raw))
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([, row]) => row);
  const fields = rows.map((row) => {
    const r = asParams(row);
    return { name: optString(r, 'name') ?? '', value: optString(r, 'value') ?? '' };
  });
  const kept = fields.filter((f) => f.name.trim() !== '' || f.value.trim() !== '');
  if (kept.length > PROFILE_FIELDS_MAX)
    throw validationFailed(`Fields is too big (maximum is ${PROFILE_FIELDS_MAX})`);
  // Measured only once there are few enough of them.
  for (const field of kept) {
    if (longerThan(field.name, FIELD_PART_MAX)) throw tooLong('Fields name', FIELD_PART_MAX);
    if (longerThan(field.value, FIELD_PART_MAX)) throw tooLong('Fields value', FIELD_PART_MAX);
  }
  return kept;
}

function otherSettingsOf(params: Params): ApiCredentialsProfileBody['other_settings'] {
  if (params.other_settings === undefined) return undefined;
  const raw = asParams(params.other_settings);
  const chosen: NonNullable<ApiCredentialsProfileBody['other_settings']> = {};
  for (const key of PROFILE_OTHER_SETTINGS) {
    const value = optBool(raw, key);
    if (value !== undefined) chosen[key] = value;
  }
  return chosen;
}

/** The profile part; the checks that need no database are here, with Mastodon's messages. */
export function parseCredentialsProfileBody(raw: unknown): ApiCredentialsProfileBody<Uint8Array> {
  const body = asParams(raw);
  return {
    display_name: limited(body, 'display_name', 'Display name', DISPLAY_NAME_MAX),
    note: limited(body, 'note', 'Note', NOTE_MAX),
    avatar: imageOf(body, 'avatar'),
    header: imageOf(body, 'header'),
    locked: optBool(body, 'locked'),
    bot: optBool(body, 'bot'),
    discoverable: optBool(body, 'discoverable'),
    indexable: optBool(body, 'indexable'),
    hide_collections: optBool(body, 'hide_collections'),
    fields_attributes: fieldsOf(body),
    other_settings: otherSettingsOf(body),
  };
}
