import { describe, expect, it } from 'vitest';
import { normaliseRelationship } from '../../entities/relationship';
import { eligibleCandidates } from './memberCandidates';

const rel = (id: string, followedBy: boolean) =>
  normaliseRelationship({ id, followed_by: followedBy });

describe('whom an item may take', () => {
  it('never offers the reader', () => {
    expect(eligibleCandidates(['1', '2', '3'], '2', 'any')).toEqual(['1', '3']);
  });

  it("keeps only the reader's followers for a circle, in the search's order", () => {
    const relationships = [rel('3', true), rel('1', false), rel('2', true)];
    expect(eligibleCandidates(['3', '1', '2', '4'], null, relationships)).toEqual(['3', '2']);
  });
});
