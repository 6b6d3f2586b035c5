import { describe, expect, it } from 'vitest';
import { parseNested } from '../http/params';
import { errorOf, invalid } from './testing';
import {
  parseCollectionAccountsBody,
  parseCollectionBody,
  parseCollectionStatusesBody,
} from './collections';
import { parseFilterBody, parseFilterStatusBody } from './filters';
import { parseListBody } from './lists';

describe('collection bodies', () => {
  it('reads a title from JSON or a form, and nothing from an empty body', () => {
    expect(parseCollectionBody({ title: 'Read later' })).toEqual({ title: 'Read later' });
    expect(parseCollectionBody(parseNested('title=Close+friends'))).toEqual({
      title: 'Close friends',
    });
    expect(parseCollectionBody(undefined)).toEqual({ title: undefined });
  });

  it('refuses a title that is not text as before', () => {
    expect(errorOf(() => parseCollectionBody({ title: { a: 1 } }))).toMatchObject(invalid('title'));
  });

  it('reads ids as a JSON list or form array, leaving out ones that are not numbers', () => {
    expect(parseCollectionStatusesBody({ status_ids: ['1', 'x', 2] })).toEqual({
      status_ids: ['1', '2'],
    });
    expect(parseCollectionAccountsBody(parseNested('account_ids[]=5&account_ids[]=6'))).toEqual({
      account_ids: ['5', '6'],
    });
    expect(parseCollectionAccountsBody({})).toEqual({ account_ids: [] });
    expect(errorOf(() => parseCollectionStatusesBody({ status_ids: [{}] }))).toMatchObject(
      invalid('status_ids'),
    );
  });
});

describe('filter bodies', () => {
  it('reads a JSON filter', () => {
    expect(
      parseFilterBody({
        title: 'Spoilers',
        context: ['home'],
        filter_action: 'warn',
        expires_in: 3600,
        keywords_attributes: [{ keyword: 'moon', whole_word: true }],
      }),
    ).toEqual({
      title: 'Spoilers',
      context: ['home'],
      filter_action: 'warn',
      expires_in: 3600,
      keywords_attributes: [{ id: undefined, keyword: 'moon', whole_word: true, _destroy: false }],
    });
  });

  it('reads Rails form fields with indexed keywords, and an empty expiry as never', () => {
    const body = parseNested(
      'title=F&context[]=public&expires_in=&keywords_attributes[0][id]=7&keywords_attributes[0][_destroy]=1',
    );
    expect(parseFilterBody(body)).toEqual({
      title: 'F',
      context: ['public'],
      filter_action: undefined,
      expires_in: null,
      keywords_attributes: [{ id: '7', keyword: undefined, whole_word: undefined, _destroy: true }],
    });
  });

  it('leaves absent fields undefined so an update keeps them', () => {
    expect(parseFilterBody({})).toEqual({
      title: undefined,
      context: undefined,
      filter_action: undefined,
      expires_in: undefined,
      keywords_attributes: [],
    });
  });

  it('refuses malformed values with the same 422 as before', () => {
    expect(errorOf(() => parseFilterBody({ expires_in: 'soon' }))).toMatchObject(
      invalid('expires_in'),
    );
    expect(
      errorOf(() => parseFilterBody({ keywords_attributes: [{ whole_word: 'maybe' }] })),
    ).toMatchObject(invalid('whole_word'));
    expect(parseFilterStatusBody({ status_id: 12 })).toEqual({ status_id: '12' });
  });
});

describe('list bodies', () => {
  it('reads the kmyblue fields from JSON or a form and refuses an unknown replies_policy', () => {
    expect(parseListBody(parseNested('title=Work&replies_policy=none&exclusive=1'))).toEqual({
      title: 'Work',
      replies_policy: 'none',
      exclusive: true,
      notify: undefined,
    });
    expect(errorOf(() => parseListBody({ replies_policy: 'all' }))).toMatchObject({
      statusCode: 422,
      message: "'all' is not a valid replies_policy",
    });
  });
});
