// @vitest-environment jsdom
import { act } from '../../test/act';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from '../../components/navigation/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSession } from '../../store/session/sessionActions';
import { accountJSON } from '../../test/fixtures';
import { stubMatchMedia, withTestRoot } from '../../test/reactRoot';
import { createTestStore, ORIGIN } from '../../test/testStore';
import { Component as NotificationRequestsPage } from './NotificationRequestsPage';

const env = withTestRoot(stubMatchMedia);
afterEach(() => vi.unstubAllGlobals());

const requestJSON = (id: string, name: string) => ({
  id,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  notifications_count: '1',
  account: accountJSON({ id: `a${id}`, username: name, display_name: name }),
});

async function renderPage() {
  const t = createTestStore();
  await t.store.dispatch(connectSession({ origin: ORIGIN, token: 'tok' }));
  t.api.on('GET', '/api/v1/notifications/requests', {
    body: [requestJSON('1', 'Ann'), requestJSON('2', 'Ben'), requestJSON('3', 'Cy')],
  });
  await act(async () => {
    env.root.render(
      <Provider store={t.store}>
        <IntlProvider locale="en">
          <MemoryRouter>
            <NotificationRequestsPage />
          </MemoryRouter>
        </IntlProvider>
      </Provider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return t;
}

const button = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find((el) => el.textContent === name);
const rows = () =>
  [...document.querySelectorAll('li[aria-label]')].map((el) => el.getAttribute('aria-label'));
const click = async (el: HTMLElement | null | undefined) => {
  await act(async () => {
    el?.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

describe('Filtered notifications', () => {
  it('lists requests, each with Accept and Dismiss; Dismiss takes the row out', async () => {
    const t = await renderPage();
    expect(rows()).toEqual(['Ann', 'Ben', 'Cy']);
    expect(document.body.textContent).toContain('1 notification');
    t.api.on('POST', '/api/v1/notifications/requests/2/dismiss', { body: {} });
    const ben = document.querySelector('li[aria-label="Ben"]');
    await click(
      [...(ben?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
        (el) => el.textContent === 'Dismiss',
      ),
    );
    expect(rows()).toEqual(['Ann', 'Cy']);
    expect(t.api.requestsTo('POST', '/api/v1/notifications/requests/2/dismiss')).toHaveLength(1);
  });

  it('in selection mode, accepts the chosen requests after a confirmation (id[])', async () => {
    const t = await renderPage();
    await click(button('Select'));
    expect(button('Accept')).toBeUndefined();
    const choose = (name: string) =>
      document.querySelector<HTMLInputElement>(
        `input[aria-label="Select the request from ${name}"]`,
      );
    await click(choose('Ann'));
    await click(choose('Cy'));
    await click(button('Accept 2 requests…'));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Accept notification requests?');
    t.api.on('POST', '/api/v1/notifications/requests/accept', { body: {} });
    await click(
      [...(dialog?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
        (el) => el.textContent === 'Accept',
      ),
    );
    expect(t.api.requestsTo('POST', '/api/v1/notifications/requests/accept')[0]?.body).toEqual({
      id: ['1', '3'],
    });
    expect(rows()).toEqual(['Ben']);
    expect(button('Select')).toBeDefined();
  });
});
