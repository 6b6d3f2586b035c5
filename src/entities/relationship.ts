import type { ApiRelationshipJSON } from '../api/types';
import type { Relationship } from './types';
import { asArray, reader, readEach } from './validate';

export function normaliseRelationship(json: unknown): Relationship {
  const r = reader<ApiRelationshipJSON>(json, 'Relationship');
  const languages = r.json.languages;
  return {
    id: r.string('id'),
    following: r.boolean('following'),
    showingReblogs: r.boolean('showing_reblogs'),
    notifying: r.boolean('notifying'),
    languages: languages === null || languages === undefined ? null : r.stringArray('languages'),
    followedBy: r.boolean('followed_by'),
    blocking: r.boolean('blocking'),
    blockedBy: r.boolean('blocked_by'),
    muting: r.boolean('muting'),
    mutingNotifications: r.boolean('muting_notifications'),
    requested: r.boolean('requested'),
    requestedBy: r.boolean('requested_by'),
    domainBlocking: r.boolean('domain_blocking'),
    endorsed: r.boolean('endorsed'),
    note: r.stringOr('note', ''),
  };
}

/** Unreadable entries are left out: those accounts simply stay unknown. */
export function normaliseRelationships(json: unknown): Relationship[] {
  return readEach(asArray(json, 'Relationships'), normaliseRelationship);
}
