import { describe, expect, it } from 'vitest';
import { parseNested } from '../http/params';
import { parseCredentialsProfileBody, parseCredentialsSourceBody } from './credentials';
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

describe('update_credentials profile', () => {
  it('reads the profile from nested form fields, dropping blank field rows', () => {
    const body = parseCredentialsProfileBody({
      display_name: 'Me',
      locked: 'true',
      hide_collections: '0',
      fields_attributes: { 1: { name: 'B', value: '2' }, 0: { name: 'A', value: '1' }, 2: {} },
      other_settings: { hide_followers_count: 'true', unknown: 'true' },
    });
    expect(body).toMatchObject({
      display_name: 'Me',
      locked: true,
      hide_collections: false,
      fields_attributes: [
        { name: 'A', value: '1' },
        { name: 'B', value: '2' },
      ],
      other_settings: { hide_followers_count: true },
    });
    expect(body.note).toBeUndefined();
    expect(parseCredentialsProfileBody({}).fields_attributes).toBeUndefined();
  });
  it("refuses what Mastodon's profile limits refuse", () => {
    expect(
      errorOf(() => parseCredentialsProfileBody({ display_name: 'x'.repeat(31) })),
    ).toMatchObject(failed('Display name is too long (maximum is 30 characters)'));
    expect(errorOf(() => parseCredentialsProfileBody({ note: 'x'.repeat(501) }))).toMatchObject(
      failed('Note is too long (maximum is 500 characters)'),
    );
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `n${i}`, value: 'v' }));
    expect(errorOf(() => parseCredentialsProfileBody({ fields_attributes: five }))).toMatchObject(
      failed('Fields is too big (maximum is 4)'),
    );
    expect(errorOf(() => parseCredentialsProfileBody({ avatar: 'text' }))).toMatchObject(
      failed("Avatar can't be read"),
    );
  });
});
