import { describe, expect, it } from 'vitest';
import { statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { composeChanged } from './draft';
import { submitCompose } from './composeActions';
import { connectSession } from '../session/sessionActions';

async function ready() {
  const t = createTestStore();
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return t;
}

describe('posting', () => {
  it('ignores an empty draft', async () => {
    const { store, api } = await ready();
    store.dispatch(composeChanged({ text: '   ' }));
    await store.dispatch(submitCompose());
    expect(api.requestsTo('POST', '/api/v1/statuses')).toHaveLength(0);
  });

  it('sends the text with an Idempotency-Key, resets to the defaults and says "Post published."', async () => {
    const { store, api } = await ready();
    api.on('POST', '/api/v1/statuses', (req) => ({
      body: statusJSON({
        id: '900',
        content: `<p>${(req.body as { status: string }).status}</p>`,
      }),
    }));
    store.dispatch(
      composeChanged({ text: 'Hello', privacy: 'private', spoiler: false, spoilerText: 'ignored' }),
    );
    await store.dispatch(submitCompose());
    const [request] = api.requestsTo('POST', '/api/v1/statuses');
    expect(request?.headers.get('idempotency-key')).toMatch(/.{8,}/);
    // This server has no kmyblue searchability: none is sent. Private posts can't be quoted.
    expect(request?.body).toEqual({
      status: 'Hello',
      visibility: 'private',
      language: 'en',
      quote_approval_policy: 'nobody',
    });
    expect(store.getState().draft).toMatchObject({ text: '', privacy: 'unlisted' });
    expect(store.getState().composer).toMatchObject({ isSubmitting: false });
    const alert = store.getState().alerts.items[0];
    expect(alert?.message).toMatchObject({ defaultMessage: 'Post published.' });
    expect(alert?.action?.path).toMatch(/\/900$/);
    expect(alert?.dismissAfter).toBe(10_000);
  });

  it('sends the content warning only when it is on', async () => {
    const { store, api } = await ready();
    api.on('POST', '/api/v1/statuses', { body: statusJSON() });
    store.dispatch(composeChanged({ text: 'x', spoiler: true, spoilerText: 'cw' }));
    await store.dispatch(submitCompose());
    expect(api.requestsTo('POST', '/api/v1/statuses')[0]?.body).toMatchObject({
      spoiler_text: 'cw',
    });
    expect(api.requestsTo('POST', '/api/v1/statuses')[0]?.body).not.toHaveProperty('sensitive');
  });

  it('keeps the draft and its key on failure, so a retry is the same post', async () => {
    const { store, api } = await ready();
    api.on('POST', '/api/v1/statuses', { status: 503, body: { error: 'Unavailable' } });
    store.dispatch(composeChanged({ text: 'Keep me' }));
    await store.dispatch(submitCompose());
    expect(store.getState().draft).toMatchObject({ text: 'Keep me' });
    expect(store.getState().composer).toMatchObject({ isSubmitting: false });
    api.on('POST', '/api/v1/statuses', { body: statusJSON() });
    await store.dispatch(submitCompose());
    const [first, second] = api.requestsTo('POST', '/api/v1/statuses');
    expect(second?.headers.get('idempotency-key')).toBe(first?.headers.get('idempotency-key'));
  });
});
