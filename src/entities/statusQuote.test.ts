// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { accountJSON, statusJSON } from '../test/fixtures';
import { emptyBundle } from './bundle';
import { normaliseStatus } from './status';

const read = (json: unknown) => {
  const bundle = emptyBundle();
  const status = normaliseStatus(json, bundle);
  return { status, bundle };
};

describe('normaliseStatus: quotes (both shapes, reference/kmyblue-api.md)', () => {
  it('reads the Mastodon 4.4 quote shape', () => {
    const quoted = statusJSON({ id: '50', account: accountJSON({ id: 'q' }) });
    const { status, bundle } = read(
      statusJSON({ quote: { state: 'accepted', quoted_status: quoted } }),
    );
    expect(status.quote).toEqual({ state: 'accepted', quotedStatusId: '50', isLegacy: false });
    expect(bundle.statuses.map((s) => s.id)).toContain('50');
    expect(
      read(statusJSON({ quote: { state: 'deleted', quoted_status_id: '51' } })).status.quote,
    ).toEqual({
      state: 'deleted',
      quotedStatusId: '51',
      isLegacy: false,
    });
    expect(
      read({ ...statusJSON(), quote: { state: 'novel', quoted_status: null } }).status.quote?.state,
    ).toBe('unauthorized');
  });

  it('reads the older kmyblue quote: quote_id and a nested status', () => {
    const quoted = { ...statusJSON({ id: '60' }), quote_muted: false };
    const { status, bundle } = read(statusJSON({ quote_id: '60', quote: quoted }));
    expect(status.quote).toEqual({ state: 'accepted', quotedStatusId: '60', isLegacy: true });
    expect(bundle.statuses.map((s) => s.id)).toContain('60');
    expect(read(statusJSON({ quote_id: '61', quote: null })).status.quote).toEqual({
      state: 'accepted',
      quotedStatusId: '61',
      isLegacy: true,
    });
  });

  it('reads quote_muted on an older kmyblue quote as a muted author', () => {
    const quoted = { ...statusJSON({ id: '62' }), quote_muted: true };
    expect(read(statusJSON({ quote_id: '62', quote: quoted })).status.quote).toEqual({
      state: 'muted_account',
      quotedStatusId: '62',
      isLegacy: true,
    });
  });

  it('keeps the id of a quoted status it cannot read', () => {
    const { status, bundle } = read({
      ...statusJSON(),
      quote: { state: 'accepted', quoted_status: { id: '70', content: 1 } },
    });
    expect(status.quote?.quotedStatusId).toBe('70');
    expect(bundle.statuses.map((s) => s.id)).not.toContain('70');
  });

  it('stops nesting quotes at some depth', () => {
    let json = statusJSON({ id: 'q0' });
    for (let i = 1; i < 50; i += 1)
      json = statusJSON({ id: `q${i}`, quote: { state: 'accepted', quoted_status: json } });
    const { bundle } = read(json);
    expect(bundle.statuses.length).toBeLessThan(10);
  });
});
