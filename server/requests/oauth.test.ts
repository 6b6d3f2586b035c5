import { describe, expect, it } from 'vitest';
import { parseNested } from '../http/params';
import { errorOf, failed } from './testing';
import { parseAppCreateBody, parseAuthorizeBody, parseTokenBody } from './oauth';

describe('app and token bodies', () => {
  it('reads an app from a form or JSON, lists either way', () => {
    expect(
      parseAppCreateBody(
        parseNested('client_name=+App+&redirect_uris=http://a.test/cb&scopes=read+write'),
      ),
    ).toEqual({
      client_name: 'App',
      redirect_uris: ['http://a.test/cb'],
      scopes: ['read', 'write'],
      website: undefined,
    });
    expect(
      parseAppCreateBody({
        client_name: 'App',
        redirect_uris: ['urn:ietf:wg:oauth:2.0:oob'],
        scopes: ['follow'],
        website: ' http://a.test ',
      }),
    ).toMatchObject({ scopes: ['follow'], website: 'http://a.test' });
    expect(parseAppCreateBody({ client_name: 'A', redirect_uris: 'http://a.test' }).scopes).toEqual(
      ['read'],
    );
  });

  it('refuses an app with the same messages as before', () => {
    expect(errorOf(() => parseAppCreateBody({ redirect_uris: 'http://a.test' }))).toMatchObject(
      failed("Application name can't be blank"),
    );
    expect(errorOf(() => parseAppCreateBody({ client_name: 'A' }))).toMatchObject(
      failed("Redirect URI can't be blank"),
    );
    expect(
      errorOf(() => parseAppCreateBody({ client_name: 'A', redirect_uris: 'nope' })),
    ).toMatchObject(failed('Redirect URI must be an absolute URI.'));
    expect(
      errorOf(() =>
        parseAppCreateBody({ client_name: 'A', redirect_uris: 'http://a.test', scopes: 'admin' }),
      ),
    ).toMatchObject(failed("Scopes doesn't match configured on the server."));
  });

  it('reads token and authorize fields as given', () => {
    expect(parseTokenBody(parseNested('grant_type=client_credentials&client_id=c'))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'c',
      client_secret: undefined,
      code: undefined,
      redirect_uri: undefined,
      code_verifier: undefined,
      scope: undefined,
    });
    expect(parseAuthorizeBody({ client_id: 'c', decision: 'deny' })).toMatchObject({
      client_id: 'c',
      decision: 'deny',
      username: undefined,
    });
  });
});
