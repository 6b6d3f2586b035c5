import { describe, expect, it } from 'vitest';
import { parseNested } from '../http/params';
import { errorOf, failed } from './testing';
import { parseStatusCreateBody, parseStatusEditBody } from './statuses';

describe('status bodies', () => {
  it('reads a form post with media_ids[] and a nested poll', () => {
    const body = parseStatusCreateBody(
      parseNested(
        'status=hi&visibility=unlisted&media_ids[]=1&media_ids[]=2&poll[options][]=a&poll[options][]=b&poll[expires_in]=600&poll[multiple]=true',
      ),
    );
    expect(body).toMatchObject({
      status: 'hi',
      visibility: 'unlisted',
      media_ids: ['1', '2'],
      poll: { options: ['a', 'b'], expires_in: 600, multiple: true, hide_totals: false },
    });
  });

  it('reads JSON, the older quote_policy, and no media as an empty list', () => {
    const body = parseStatusCreateBody({ status: 'q', quote_policy: 'followers', sensitive: true });
    expect(body).toMatchObject({
      status: 'q',
      sensitive: true,
      quote_approval_policy: 'followers',
      media_ids: [],
      poll: undefined,
    });
  });

  it('tells an edit without media_ids (media stay) from one with none', () => {
    expect(parseStatusEditBody({ status: 'e' }).media_ids).toBeUndefined();
    expect(parseStatusEditBody({ status: 'e', media_ids: [] }).media_ids).toEqual([]);
    expect(
      parseStatusEditBody(parseNested('media_attributes[0][id]=3&media_attributes[0][focus]=0,0'))
        .media_attributes,
    ).toEqual([{ id: '3', description: undefined, focus: '0,0' }]);
  });

  it('refuses what it refused before, with the same answers', () => {
    expect(errorOf(() => parseStatusCreateBody({ quote_approval_policy: 'bogus' }))).toMatchObject(
      failed('Quote approval policy is not included in the list'),
    );
    expect(errorOf(() => parseStatusCreateBody({ sensitive: 'perhaps' }))).toMatchObject(
      failed('sensitive is invalid'),
    );
    expect(errorOf(() => parseStatusEditBody({ poll: { expires_in: 'x' } }))).toMatchObject(
      failed('expires_in is invalid'),
    );
  });
});
