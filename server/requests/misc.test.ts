import { describe, expect, it } from 'vitest';
import { parseNested } from '../http/params';
import { errorOf, failed } from './testing';
import {
  parseEmojiReactionBody,
  parseFollowBody,
  parseInteractionPolicyBody,
  parseMarkersBody,
  parseMediaBody,
  parseMuteBody,
  parsePollVotesBody,
  parseReactionDeckBody,
  parseWebSettingsBody,
} from './misc';

describe('small bodies', () => {
  it('reads follows and mutes from forms, and refuses values that are not booleans or numbers', () => {
    expect(parseFollowBody(parseNested('reblogs=false&notify=1'))).toEqual({
      reblogs: false,
      notify: true,
    });
    expect(parseMuteBody({ duration: '3600' })).toEqual({
      notifications: undefined,
      duration: 3600,
    });
    expect(errorOf(() => parseFollowBody({ reblogs: 'maybe' }))).toMatchObject(
      failed('reblogs is invalid'),
    );
    expect(errorOf(() => parseMuteBody({ duration: 'abc' }))).toMatchObject(
      failed('duration is invalid'),
    );
  });

  it('reads markers and refuses a position that is not an id', () => {
    expect(parseMarkersBody(parseNested('home[last_read_id]=5'))).toEqual({
      home: { last_read_id: '5' },
    });
    expect(parseMarkersBody({})).toEqual({});
    expect(errorOf(() => parseMarkersBody({ notifications: { last_read_id: 'x' } }))).toMatchObject(
      failed("Last read can't be blank"),
    );
  });

  it('reads the reaction deck as names, dropping what names nothing', () => {
    expect(parseReactionDeckBody({ emojis: [':blobcat:', { name: '👍' }, 5, { x: 1 }] })).toEqual({
      emojis: [':blobcat:', '👍'],
    });
    expect(parseReactionDeckBody(parseNested('emojis[]=a'))).toEqual({ emojis: ['a'] });
    expect(parseEmojiReactionBody({})).toEqual({ emoji: undefined });
  });

  it('reads poll choices, media fields and web settings', () => {
    expect(parsePollVotesBody(parseNested('choices[]=0&choices[]=2'))).toEqual({
      choices: ['0', '2'],
    });
    const file = new Uint8Array([1, 2]);
    expect(parseMediaBody({ file, description: 'd', thumbnail: 'not a file' })).toEqual({
      file,
      description: 'd',
      focus: undefined,
      thumbnail: undefined,
    });
    expect(parseWebSettingsBody({ data: { a: 1 } })).toEqual({ data: { a: 1 } });
    expect(errorOf(() => parseWebSettingsBody({ data: [1] }))).toMatchObject(
      failed('Data is invalid'),
    );
  });

  it('accepts only the three quote policies', () => {
    expect(parseInteractionPolicyBody({ quote_approval_policy: 'nobody' })).toEqual({
      quote_approval_policy: 'nobody',
    });
    expect(errorOf(() => parseInteractionPolicyBody({}))).toMatchObject(
      failed('Quote approval policy is not included in the list'),
    );
  });
});
