import { describe, expect, it } from 'vitest';
import type { ComposeMedia } from '../store/compose/composeState';
import { buildStatusBody, type StatusDraft } from './statusRequest';

const draft = (over: Partial<StatusDraft> = {}): StatusDraft => ({
  text: 'hi',
  spoiler: false,
  spoilerText: '',
  sensitive: true,
  markdown: false,
  privacy: 'public',
  circleId: null,
  searchability: 'private',
  language: 'en',
  inReplyToId: null,
  media: [],
  poll: null,
  quotedStatusId: null,
  quotePolicy: 'public',
  editId: null,
  scheduledAt: null,
  ...over,
});
const media: ComposeMedia = {
  id: '7',
  type: 'image',
  url: null,
  previewUrl: null,
  description: 'd',
  focus: { x: 0.1, y: 0.2 },
  unattached: true,
};

describe('fields sent only when they apply', () => {
  it('sends sensitive only with media, spoiler_text only with the warning on', () => {
    expect(buildStatusBody(draft({ spoilerText: 'ignored' }))).toEqual({
      status: 'hi',
      visibility: 'public',
      searchability: 'private',
      language: 'en',
      quote_approval_policy: 'public',
    });
    const body = buildStatusBody(draft({ media: [media], spoiler: true, spoilerText: 'cw' }));
    expect(body).toMatchObject({ media_ids: ['7'], sensitive: true, spoiler_text: 'cw' });
    expect(body).not.toHaveProperty('media_attributes');
  });
  it('sends media_attributes (focus with 2 decimals) when editing', () => {
    expect(buildStatusBody(draft({ media: [media], editId: '3' })).media_attributes).toEqual([
      { id: '7', description: 'd', focus: '0.10,0.20' },
    ]);
  });
  it('sends circle_id only for a circle post, markdown and searchability where the server has them', () => {
    expect(buildStatusBody(draft({ circleId: '4' }))).not.toHaveProperty('circle_id');
    expect(buildStatusBody(draft({ circleId: '4', privacy: 'circle' }))).toMatchObject({
      visibility: 'circle',
      circle_id: '4',
    });
    expect(buildStatusBody(draft({ markdown: true }))).not.toHaveProperty('markdown');
    expect(buildStatusBody(draft({ markdown: true }), { hasMarkdown: true }).markdown).toBe(true);
    expect(buildStatusBody(draft(), { hasSearchability: false })).not.toHaveProperty(
      'searchability',
    );
  });
  it('sends the poll without blank options, and the quote only when creating', () => {
    const poll = { options: ['a', '', 'b', ''], expiresIn: 300, multiple: true };
    expect(buildStatusBody(draft({ poll })).poll).toEqual({
      options: ['a', 'b'],
      expires_in: 300,
      multiple: true,
    });
    expect(buildStatusBody(draft({ quotedStatusId: '9' })).quoted_status_id).toBe('9');
    expect(buildStatusBody(draft({ quotedStatusId: '9', editId: '1' }))).not.toHaveProperty(
      'quoted_status_id',
    );
    expect(buildStatusBody(draft({ privacy: 'direct' })).quote_approval_policy).toBe('nobody');
  });

  it('sends scheduled_at for a new post only, not for an edit', () => {
    const at = '2026-11-25T13:00:00.000Z';
    expect(buildStatusBody(draft({ scheduledAt: at })).scheduled_at).toBe(at);
    expect(buildStatusBody(draft({ scheduledAt: at, editId: '5' })).scheduled_at).toBeUndefined();
    expect(buildStatusBody(draft()).scheduled_at).toBeUndefined();
  });
});
