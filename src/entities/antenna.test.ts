import { describe, expect, it } from 'vitest';
import type { ApiAntennaJSON } from '../api/types';
import {
  antennaBody,
  normaliseAntenna,
  normaliseAntennaDomains,
  normaliseAntennaKeywords,
  normaliseAntennas,
  normaliseAntennaTags,
} from './antenna';
import { EntityError } from './validate';
import { antennaJSON } from '../test/fixtures';

const withList = (overrides: Partial<ApiAntennaJSON> = {}) =>
  antennaJSON({
    insert_feeds: true,
    with_media_only: true,
    accounts_count: 1,
    tags_count: 2,
    keywords_count: 3,
    list: { id: '4', title: 'Friends' },
    ...overrides,
  });

describe('normaliseAntenna', () => {
  it('reads every field of the entity, favourite true when the server is silent', () => {
    expect(normaliseAntenna(withList())).toEqual({
      id: '7',
      title: 'Cats',
      stl: false,
      ltl: false,
      insertFeeds: true,
      withMediaOnly: true,
      ignoreReblog: false,
      favourite: true,
      accountsCount: 1,
      domainsCount: 0,
      tagsCount: 2,
      keywordsCount: 3,
      list: { id: '4', title: 'Friends' },
    });
  });

  it('reads a null list as none, and a bare list_id as that list; list_id 0 is none', () => {
    expect(normaliseAntenna(withList({ list: null })).list).toBeNull();
    expect(normaliseAntenna(withList({ list: null, list_id: '9' })).list).toEqual({
      id: '9',
      title: '',
    });
    expect(normaliseAntenna(withList({ list: null, list_id: '0' })).list).toBeNull();
    expect(normaliseAntenna(withList({ favourite: false })).favourite).toBe(false);
  });

  it('refuses an antenna without a title or with a mode that is not a boolean', () => {
    expect(() => normaliseAntenna({ id: '7' })).toThrow(EntityError);
    expect(() => normaliseAntenna({ ...withList(), stl: 'yes' })).toThrow(/stl/);
  });

  it('leaves a bad antenna out of a list and keeps the rest', () => {
    expect(normaliseAntennas([withList(), { id: '8' }]).map((a) => a.id)).toEqual(['7']);
  });
});

describe('the rule lists', () => {
  it('read included and excluded entries of each kind', () => {
    expect(normaliseAntennaKeywords({ keywords: ['cat'], exclude_keywords: ['dog'] })).toEqual({
      include: ['cat'],
      exclude: ['dog'],
    });
    expect(normaliseAntennaDomains({ domains: ['a.example'], exclude_domains: null })).toEqual({
      include: ['a.example'],
      exclude: [],
    });
  });

  it('read tag names without their #', () => {
    expect(normaliseAntennaTags({ tags: ['cats', '#dogs'], exclude_tags: ['#birds'] })).toEqual({
      include: ['cats', 'dogs'],
      exclude: ['birds'],
    });
  });

  it('refuse a list that is not of strings', () => {
    expect(() => normaliseAntennaKeywords({ keywords: [1], exclude_keywords: [] })).toThrow(
      /keywords/,
    );
  });
});

describe('antennaBody', () => {
  it('sends only what changes, in the wire names', () => {
    expect(antennaBody({ withMediaOnly: true })).toEqual({ with_media_only: true });
    expect(antennaBody({ stl: true, ltl: false, title: 'T', ignoreReblog: true })).toEqual({
      stl: true,
      ltl: false,
      title: 'T',
      ignore_reblog: true,
    });
  });

  it('sends a list by id, and no list (home) as list_id 0', () => {
    expect(antennaBody({ insertFeeds: true, list: { id: '4', title: 'Friends' } })).toEqual({
      insert_feeds: true,
      list_id: '4',
    });
    expect(antennaBody({ insertFeeds: true, list: null })).toEqual({
      insert_feeds: true,
      list_id: '0',
    });
  });
});
