// @vitest-environment jsdom
import { act } from '../../test/act';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../../components/navigation/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { normaliseAccount } from '../../entities/account';
import { emptyBundle } from '../../entities/bundle';
import { normaliseRelationship } from '../../entities/relationship';
import { relationshipsReceived } from '../../store/accounts/relationships';
import { connectSession } from '../../store/session/sessionActions';
import { accountJSON, instanceJSON, relationshipJSON } from '../../test/fixtures';
import { stubMatchMedia, withTestRoot } from '../../test/reactRoot';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { AccountMenu } from './AccountMenu';

const env = withTestRoot(stubMatchMedia);
afterEach(() => vi.unstubAllGlobals());

async function renderMenu(acct: string, domainBlocking: boolean) {
  const t = createTestStore();
  t.api.on('GET', '/api/v2/instance', { body: instanceJSON() });
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  const account = normaliseAccount(accountJSON({ id: '77', acct }), emptyBundle());
  t.store.dispatch(
    relationshipsReceived([
      normaliseRelationship(relationshipJSON('77', { domain_blocking: domainBlocking })),
    ]),
  );
  await act(async () => {
    env.root.render(
      <Provider store={t.store}>
        <IntlProvider locale="en">
          <MemoryRouter>
            <AccountMenu account={account} />
          </MemoryRouter>
        </IntlProvider>
      </Provider>,
    );
    await Promise.resolve();
  });
  await act(async () => {
    env.container.querySelector<HTMLButtonElement>('button[aria-haspopup]')?.click();
    await Promise.resolve();
  });
  return t;
}

const items = () => [...document.querySelectorAll('[role="menuitem"]')].map((el) => el.textContent);

describe("an account's menu", () => {
  it('offers to block the domain of a remote account, after a confirmation', async () => {
    const t = await renderMenu('zed@far.example', false);
    expect(items()).toContain('Block domain far.example');
    t.api.on('POST', '/api/v1/domain_blocks', { body: {} });
    await act(async () => {
      [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')]
        .find((el) => el.textContent === 'Block domain far.example')
        ?.click();
      await Promise.resolve();
    });
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('far.example');
    await act(async () => {
      [...(dialog?.querySelectorAll<HTMLButtonElement>('button') ?? [])]
        .find((b) => b.textContent === 'Block domain far.example')
        ?.click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const sent = t.api.requestsTo('POST', '/api/v1/domain_blocks');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ domain: 'far.example' });
  });

  it('offers to unblock a blocked domain, and nothing of the kind for a local account', async () => {
    await renderMenu('zed@far.example', true);
    expect(items()).toContain('Unblock domain far.example');
    await renderMenu('localuser', false);
    expect(items().some((label) => label.includes('domain'))).toBe(false);
  });
});
