import { describe, expect, it } from 'vitest';
import { parseNested } from '../http/params';
import { parseCredentialsSourceBody } from './credentials';
import { errorOf, failed } from './testing';

describe('update_credentials source', () => {
  it('reads the posting defaults from a form and from JSON', () => {
    expect(
      parseCredentialsSourceBody(
        parseNested('source[privacy]=unlisted&source[sensitive]=true&source[language]=ja'),
      ),
    ).toEqual({
      source: { privacy: 'unlisted', sensitive: true, language: 'ja', searchability: undefined },
    });
    expect(parseCredentialsSourceBody({ source: { searchability: 'public' } }).source).toEqual({
      privacy: undefined,
      sensitive: undefined,
      language: undefined,
      searchability: 'public',
    });
  });
  it('refuses a privacy, searchability or language it does not know', () => {
    expect(
      errorOf(() => parseCredentialsSourceBody({ source: { privacy: 'direct' } })),
    ).toMatchObject(failed('Privacy is not included in the list'));
    expect(
      errorOf(() => parseCredentialsSourceBody({ source: { searchability: 'unsupported' } })),
    ).toMatchObject(failed('Searchability is not included in the list'));
    expect(
      errorOf(() => parseCredentialsSourceBody({ source: { language: 'english' } })),
    ).toMatchObject(failed('Language is not a valid language'));
  });
});
