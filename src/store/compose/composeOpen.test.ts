import { describe, expect, it } from 'vitest';
import { accountJSON, statusJSON } from '../../test/fixtures';
import { mediaJSON } from '../../test/mediaFixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { composeChanged } from './draft';
import {
  startDirect,
  startEdit,
  startMention,
  startQuote,
  startRedraft,
  startReply,
  submitCompose,
} from './composeActions';
import { entitiesReceived } from '../entities';
import { statusesRemoved } from '../statuses/removal';
import { connectSession } from '../session/sessionActions';
import { normaliseStatus } from '../../entities/status';
import { emptyBundle } from '../../entities/bundle';

async function ready() {
  const t = createTestStore();
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return t;
}

function receive(store: Awaited<ReturnType<typeof ready>>['store'], json: unknown) {
  const bundle = emptyBundle();
  normaliseStatus(json, bundle);
  store.dispatch(entitiesReceived(bundle));
}

const alice = accountJSON({ id: '2', username: 'alice' });
const me = accountJSON({ id: '1', username: 'me' });
const messages = (state: { alerts: { items: { message: unknown }[] } }) =>
  state.alerts.items.map((a) =>
    typeof a.message === 'string'
      ? a.message
      : (a.message as { defaultMessage: string }).defaultMessage,
  );

describe('reply', () => {
  it('takes the stricter privacy, mentions without the user, and the spoiler', async () => {
    const { store } = await ready();
    receive(
      store,
      statusJSON({
        id: '10',
        account: alice,
        visibility: 'private',
        spoiler_text: 'cw',
        mentions: [
          { id: '1', username: 'me', acct: 'me', url: 'https://sandbox.example/@me' },
          { id: '3', username: 'bob', acct: 'bob', url: 'https://sandbox.example/@bob' },
        ],
      }),
    );
    store.dispatch(startReply('10'));
    expect(store.getState().draft).toMatchObject({
      inReplyToId: '10',
      privacy: 'private',
      text: '@alice @bob ',
      spoiler: true,
      spoilerText: 'cw',
    });
  });

  it('gives reply for a limited parent, and circle once that parent is deleted', async () => {
    const { store } = await ready();
    receive(
      store,
      statusJSON({ id: '11', account: alice, visibility: 'private', visibility_ex: 'limited' }),
    );
    store.dispatch(startReply('11'));
    expect(store.getState().draft.privacy).toBe('reply');
    store.dispatch(statusesRemoved(['11']));
    expect(store.getState().draft).toMatchObject({ inReplyToId: null, privacy: 'circle' });
  });
});

describe('quoting', () => {
  it('copies sensitive and spoiler and makes a public draft private for a private status', async () => {
    const { store } = await ready();
    receive(
      store,
      statusJSON({
        id: '20',
        account: alice,
        visibility: 'private',
        sensitive: true,
        spoiler_text: 'nsfw',
        quote_approval: { automatic: ['followers'], manual: [], current_user: 'automatic' },
      }),
    );
    store.dispatch(composeChanged({ privacy: 'public' }));
    expect(store.dispatch(startQuote('20'))).toBe(true);
    expect(store.getState().draft).toMatchObject({
      quotedStatusId: '20',
      sensitive: true,
      spoiler: true,
      spoilerText: 'nsfw',
      privacy: 'private',
    });
    expect(store.dispatch(startQuote('20'))).toBe(false);
    expect(messages(store.getState())).toEqual(['Only one quote at a time is allowed.']);
  });

  it('refuses without approval', async () => {
    const { store } = await ready();
    receive(
      store,
      statusJSON({
        id: '21',
        account: alice,
        quote_approval: { automatic: [], manual: [], current_user: 'denied' },
      }),
    );
    expect(store.dispatch(startQuote('21'))).toBe(false);
    expect(messages(store.getState())).toEqual(['You are not authorized to quote this post.']);
  });

  it('sends quoted_status_id and forces the policy to nobody on a private post', async () => {
    const { store, api } = await ready();
    receive(
      store,
      statusJSON({
        id: '22',
        account: alice,
        quote_approval: { automatic: ['public'], manual: [], current_user: 'automatic' },
      }),
    );
    api.on('POST', '/api/v1/statuses', { body: statusJSON({ account: me }) });
    store.dispatch(startQuote('22'));
    store.dispatch(composeChanged({ text: 'look', privacy: 'private', quotePolicy: 'public' }));
    await store.dispatch(submitCompose());
    expect(api.requestsTo('POST', '/api/v1/statuses')[0]?.body).toMatchObject({
      quoted_status_id: '22',
      quote_approval_policy: 'nobody',
    });
    expect(store.getState().draft.quotedStatusId).toBeNull();
  });
});

describe('mention and direct message', () => {
  it("prefill '@acct ', direct privacy for a direct message", async () => {
    const { store } = await ready();
    store.dispatch(startMention({ acct: 'alice' }));
    expect(store.getState().draft).toMatchObject({ text: '@alice ', privacy: 'unlisted' });
    store.dispatch(startDirect({ acct: 'bob@remote.example' }));
    expect(store.getState().draft).toMatchObject({
      text: '@bob@remote.example ',
      privacy: 'direct',
    });
  });
});

describe('editing', () => {
  it('loads source, poll, media and quote; saves with PUT and says "Post saved."', async () => {
    const { store, api } = await ready();
    const created = '2026-01-01T00:00:00.000Z';
    api.on('GET', '/api/v1/statuses/30', {
      body: statusJSON({
        id: '30',
        account: me,
        created_at: created,
        visibility: 'unlisted',
        sensitive: true,
        media_attachments: [
          mediaJSON({ id: '31', description: 'old', meta: { focus: { x: 0.5, y: 0.25 } } }),
        ],
        poll: {
          id: 'p',
          expires_at: '2026-01-01T01:00:00.000Z',
          expired: false,
          multiple: true,
          votes_count: 0,
          voters_count: 0,
          options: [
            { title: 'A', votes_count: 0 },
            { title: 'B', votes_count: 0 },
          ],
          emojis: [],
        },
        quote: { state: 'accepted', quoted_status_id: '29' },
      }),
    });
    api.on('GET', '/api/v1/statuses/30/source', {
      body: { id: '30', text: 'as typed #tag', spoiler_text: '' },
    });
    await store.dispatch(startEdit('30'));
    expect(store.getState().draft).toMatchObject({
      editId: '30',
      text: 'as typed #tag',
      privacy: 'unlisted',
      poll: { options: ['A', 'B'], expiresIn: 3600, multiple: true },
      quotedStatusId: '29',
      media: [{ id: '31', description: 'old', focus: { x: 0.5, y: 0.25 }, unattached: false }],
    });
    api.on('PUT', '/api/v1/statuses/30', { body: statusJSON({ id: '30', account: me }) });
    store.dispatch(composeChanged({ text: 'edited' }));
    await store.dispatch(submitCompose());
    const [put] = api.requestsTo('PUT', '/api/v1/statuses/30');
    expect(put?.headers.get('idempotency-key')).toMatch(/.{8,}/);
    expect(put?.body).toMatchObject({
      status: 'edited',
      media_ids: ['31'],
      media_attributes: [{ id: '31', description: 'old', focus: '0.50,0.25' }],
      sensitive: true,
      poll: { options: ['A', 'B'], expires_in: 3600, multiple: true },
    });
    expect(put?.body).not.toHaveProperty('quoted_status_id');
    expect(api.requestsTo('POST', '/api/v1/statuses')).toHaveLength(0);
    expect(messages(store.getState())).toEqual(['Post saved.']);
    expect(store.getState().draft).toMatchObject({ editId: null, text: '', media: [] });
  });
});

describe('delete & re-draft', () => {
  it('deletes the status and fills the draft from it, media re-attached', async () => {
    const { store, api } = await ready();
    receive(store, statusJSON({ id: '40', account: me }));
    api.on('DELETE', '/api/v1/statuses/40', {
      body: {
        ...statusJSON({
          id: '40',
          account: me,
          visibility: 'private',
          spoiler_text: 'cw',
          in_reply_to_id: '39',
          media_attachments: [mediaJSON({ id: '41', description: 'pic' })],
        }),
        text: 'original text',
      },
    });
    await store.dispatch(startRedraft('40'));
    expect(store.getState().statuses.entities['40']).toBeUndefined();
    expect(store.getState().draft).toMatchObject({
      editId: null,
      text: 'original text',
      spoiler: true,
      spoilerText: 'cw',
      privacy: 'private',
      inReplyToId: '39',
      media: [{ id: '41', description: 'pic', unattached: true }],
    });
    api.on('POST', '/api/v1/statuses', { body: statusJSON({ account: me }) });
    await store.dispatch(submitCompose());
    expect(api.requestsTo('POST', '/api/v1/statuses')[0]?.body).toMatchObject({
      media_ids: ['41'],
      in_reply_to_id: '39',
    });
  });
});
