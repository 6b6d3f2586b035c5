import { describe, expect, it } from 'vitest';
import { serverProblem } from '../../test/alerts';
import { accountJSON, statusJSON } from '../../test/fixtures';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { selectAlerts } from '../alerts/selectors';
import { selectStatus } from '../selectors';
import { connectSession } from '../session/sessionActions';
import { loadTimeline } from '../timelines/timelineActions';
import { blockDomain, loadDomainBlocks, unblockDomain } from './domainBlockActions';
import { selectDomainBlocks } from './domainBlocks';

async function signedIn() {
  const t = createTestStore();
  t.api.on('GET', '/api/v1/accounts/relationships', { body: [] });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  return t;
}

describe('domain blocks', () => {
  it('pages by the Link header', async () => {
    const { store, api } = await signedIn();
    const next = `${ORIGIN}/api/v1/domain_blocks?max_id=5`;
    api.on('GET', '/api/v1/domain_blocks', (request) =>
      request.query.get('max_id')
        ? { body: ['c.example'] }
        : { body: ['a.example', 'b.example'], headers: { link: `<${next}>; rel="next"` } },
    );
    await store.dispatch(loadDomainBlocks({}));
    expect(selectDomainBlocks(store.getState())).toMatchObject({
      domains: ['a.example', 'b.example'],
      next,
      hasLoaded: true,
    });
    await store.dispatch(loadDomainBlocks({ more: true }));
    expect(selectDomainBlocks(store.getState())).toMatchObject({
      domains: ['a.example', 'b.example', 'c.example'],
      next: null,
    });
  });

  it('takes a 404 as no such feature: unavailable, and no alert', async () => {
    const { store } = await signedIn();
    await store.dispatch(loadDomainBlocks({}));
    expect(selectDomainBlocks(store.getState())).toMatchObject({
      isAvailable: false,
      hasLoaded: true,
    });
    expect(selectAlerts(store.getState())).toEqual([]);
  });

  it('alerts on any other failure', async () => {
    const { store, api } = await signedIn();
    api.on('GET', '/api/v1/domain_blocks', { status: 500, body: { error: 'Broken' } });
    await store.dispatch(loadDomainBlocks({}));
    expect(selectDomainBlocks(store.getState()).isAvailable).toBe(true);
    expect(selectAlerts(store.getState())).toEqual([
      expect.objectContaining({ title: '500', message: serverProblem('Broken') }),
    ]);
  });

  it("a block purges the domain's accounts' statuses and boosts of them; unblock lists it no more", async () => {
    const { store, api } = await signedIn();
    const far = accountJSON({ id: '66', username: 'zed', acct: 'zed@Far.example' });
    const friend = accountJSON({ id: '77', username: 'friend' });
    const farPost = statusJSON({ id: '700', account: far });
    const boost = statusJSON({ id: '701', account: friend, reblog: farPost });
    const friendPost = statusJSON({ id: '702', account: friend });
    api.on('GET', '/api/v1/timelines/home', { body: [farPost, boost, friendPost] });
    api.on('POST', '/api/v1/domain_blocks', { body: {} });
    api.on('DELETE', '/api/v1/domain_blocks', { body: {} });
    await store.dispatch(loadTimeline({ source: { kind: 'home' }, mode: 'initial' }));
    await store.dispatch(blockDomain('far.example'));
    expect(api.requestsTo('POST', '/api/v1/domain_blocks')[0]?.body).toEqual({
      domain: 'far.example',
    });
    expect(store.getState().timelines.home?.items).toEqual(['702']);
    expect(selectStatus(store.getState(), '700')).toBeUndefined();
    expect(selectDomainBlocks(store.getState()).domains).toEqual(['far.example']);
    await store.dispatch(unblockDomain('far.example'));
    expect(api.requestsTo('DELETE', '/api/v1/domain_blocks')[0]?.body).toEqual({
      domain: 'far.example',
    });
    expect(selectDomainBlocks(store.getState()).domains).toEqual([]);
  });
});
