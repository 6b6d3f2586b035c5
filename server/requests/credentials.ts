/** The posting defaults part of update_credentials (`source[...]`, form or JSON). */
import {
  DEFAULT_PRIVACY_VALUES,
  DEFAULT_SEARCHABILITY_VALUES,
  type ApiCredentialsSourceBody,
} from '../../src/api/types';
import { validationFailed } from '../http/errors';
import { asParams, optBool, optString } from '../http/params';

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const found = values.find((v) => v === value);
  if (!found) throw validationFailed(`${name} is not included in the list`);
  return found;
};

/** A language is an ISO 639 code (two or three letters); blank is refused as Mastodon does. */
const LANGUAGE = /^[a-z]{2,3}$/;

export function parseCredentialsSourceBody(raw: unknown): ApiCredentialsSourceBody {
  const source = asParams(asParams(raw).source);
  const language = optString(source, 'language');
  if (language !== undefined && !LANGUAGE.test(language))
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
