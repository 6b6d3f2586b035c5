import { describe, expect, it } from 'vitest';
import {
  earliestScheduleTime,
  normaliseScheduledStatus,
  normaliseScheduledStatuses,
  scheduleProblem,
} from './scheduledStatus';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const MINUTE = 60_000;

describe('the 5-minute rule', () => {
  it('accepts 5 minutes ahead or more and refuses less', () => {
    expect(scheduleProblem(new Date(NOW + 5 * MINUTE).toISOString(), NOW)).toBeNull();
    expect(scheduleProblem(new Date(NOW + 60 * MINUTE).toISOString(), NOW)).toBeNull();
    expect(scheduleProblem(new Date(NOW + 5 * MINUTE - 1000).toISOString(), NOW)).toBe('too_soon');
    expect(scheduleProblem(new Date(NOW - MINUTE).toISOString(), NOW)).toBe('too_soon');
  });

  it('calls a missing or unreadable time invalid', () => {
    expect(scheduleProblem(null, NOW)).toBe('invalid');
    expect(scheduleProblem('soon', NOW)).toBe('invalid');
  });

  it('offers the next whole minute at least 5 minutes ahead', () => {
    expect(earliestScheduleTime(NOW).getTime()).toBe(NOW + 5 * MINUTE);
    expect(earliestScheduleTime(NOW + 1000).getTime()).toBe(NOW + 6 * MINUTE);
  });
});

describe('normaliseScheduledStatus', () => {
  const json = {
    id: '7',
    scheduled_at: '2026-11-25T13:00:00.000Z',
    params: {
      text: '<b>plain</b> text',
      poll: { options: ['a', 'b'], expires_in: '3600', multiple: true },
      media_ids: ['1'],
      sensitive: null,
      spoiler_text: null,
      visibility: 'unlisted',
      in_reply_to_id: null,
      language: 'en',
      application_id: '3',
      scheduled_at: null,
      idempotency: null,
      with_rate_limit: false,
      quoted_status_id: '9',
    },
    media_attachments: [
      { id: '1', type: 'image', url: 'https://x.test/1.png', preview_url: 'https://x.test/p.png' },
      { id: '2', type: 'image', url: 'javascript:alert(1)', preview_url: 5 },
    ],
  };

  it('reads the params it keeps, text untouched', () => {
    const s = normaliseScheduledStatus(json);
    expect(s).toMatchObject({
      id: '7',
      scheduledAt: '2026-11-25T13:00:00.000Z',
      text: '<b>plain</b> text',
      visibility: 'unlisted',
      spoilerText: '',
      sensitive: false,
      quotedStatusId: '9',
      poll: { options: ['a', 'b'], expiresIn: 3600, multiple: true },
    });
    expect(s.media[0]?.id).toBe('1');
  });

  it('leaves out an unreadable one from a page', () => {
    const list = normaliseScheduledStatuses([json, { id: '8', scheduled_at: 'never', params: {} }]);
    expect(list.map((s) => s.id)).toEqual(['7']);
  });
});
