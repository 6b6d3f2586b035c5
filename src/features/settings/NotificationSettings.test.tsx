// @vitest-environment jsdom
import { act } from '../../test/act';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTestRoot } from '../../test/reactRoot';
import { createTestStore } from '../../test/testStore';
import { NotificationSettings } from './NotificationSettings';

const env = withTestRoot();
afterEach(() => vi.unstubAllGlobals());

const DENIED =
  'Desktop notifications are unavailable because the required permission has been denied.';

function render() {
  const { store } = createTestStore();
  act(() =>
    env.root.render(
      <Provider store={store}>
        <IntlProvider locale="en" defaultLocale="en" messages={{}}>
          <NotificationSettings />
        </IntlProvider>
      </Provider>,
    ),
  );
  const checkbox = (name: string) =>
    env.container.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`)!;
  const button = () =>
    [...env.container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Enable desktop notifications',
    );
  return { checkbox, button, text: () => env.container.textContent };
}

const stubNotification = (permission: NotificationPermission, answer = permission) =>
  vi.stubGlobal('Notification', { permission, requestPermission: () => Promise.resolve(answer) });

describe('notification settings', () => {
  it('says what each choice does, with no word of a missing feature', () => {
    stubNotification('granted');
    const { text, button } = render();
    expect(text()).toContain('Desktop notifications: a notification that arrives while this tab');
    expect(text()).not.toMatch(/yet/);
    expect(button()).toBeUndefined();
  });

  it('asks for the permission and tells a refusal', async () => {
    stubNotification('default', 'denied');
    const { button, text } = render();
    await act(async () => button()!.click());
    expect(button()).toBeUndefined();
    expect(text()).toContain(DENIED);
  });

  it('disables the desktop choices where the browser has no notifications', () => {
    vi.stubGlobal('Notification', undefined);
    const { checkbox, text } = render();
    expect(checkbox('Mentions: Desktop notifications').disabled).toBe(true);
    expect(checkbox('Mentions: Play sound').disabled).toBe(false);
    expect(text()).toContain('this browser cannot show them');
  });
});
