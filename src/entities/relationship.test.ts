import { describe, expect, it } from 'vitest';
import { relationshipJSON } from '../test/fixtures';
import { normaliseRelationship, normaliseRelationships } from './relationship';

const wire = relationshipJSON('5', {
  following: true,
  showing_reblogs: true,
  note: 'met at a conference',
});

describe('normaliseRelationship', () => {
  it('reads the wire shape', () => {
    expect(normaliseRelationship(wire)).toEqual({
      id: '5',
      following: true,
      showingReblogs: true,
      notifying: false,
      languages: null,
      followedBy: false,
      blocking: false,
      blockedBy: false,
      muting: false,
      mutingNotifications: false,
      requested: false,
      requestedBy: false,
      domainBlocking: false,
      endorsed: false,
      note: 'met at a conference',
    });
    expect(normaliseRelationship({ id: '6', languages: ['en'] })).toMatchObject({
      following: false,
      languages: ['en'],
      note: '',
    });
  });

  it('leaves unreadable entries out of a list', () => {
    expect(
      normaliseRelationships([
        wire,
        { following: true },
        { ...wire, id: '7', following: 'yes' },
      ]).map((r) => r.id),
    ).toEqual(['5']);
    expect(() => normaliseRelationships({})).toThrow('Relationships: expected an array');
  });
});
