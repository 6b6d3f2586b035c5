import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, newContext, signIn, tokenFor, useSandbox } from './harness';

interface Recorded {
  shown: { title: string; body?: string; icon?: string; tag?: string }[];
  sounds: number;
}

declare global {
  interface Window {
    __alerts: Recorded;
    __permission: { now: NotificationPermission; answer: NotificationPermission };
  }
}

/**
 * Before the app loads: a Notification that records what it is asked to show (the permission
 * is the test's to set) and an AudioContext that counts the sounds started.
 */
function fakeBrowserAlerts() {
  window.__alerts = { shown: [], sounds: 0 };
  window.__permission = { now: 'granted', answer: 'granted' };
  class FakeNotification {
    static get permission() {
      return window.__permission.now;
    }
    static requestPermission() {
      window.__permission.now = window.__permission.answer;
      return Promise.resolve(window.__permission.answer);
    }
    constructor(title: string, options: NotificationOptions = {}) {
      window.__alerts.shown.push({
        title,
        body: options.body,
        icon: options.icon,
        tag: options.tag,
      });
    }
    addEventListener() {}
    close() {}
  }
  const param = () => ({
    setValueAtTime() {},
    exponentialRampToValueAtTime() {},
  });
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      return {
        type: 'sine',
        frequency: param(),
        connect() {},
        start: () => void (window.__alerts.sounds += 1),
        stop() {},
      };
    }
    createGain() {
      return { gain: param(), connect() {} };
    }
    resume() {
      return Promise.resolve();
    }
  }
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true });
  Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true });
}

/** The tab goes to the background, as the page sees it. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

const recorded = (page: Page) => page.evaluate(() => window.__alerts);

describe('notification alerts', () => {
  const env = useSandbox();

  it('a mention in a background tab shows a desktop notification and plays the boop, as chosen per type', async () => {
    const context = await newContext(env.browser);
    await context.addInitScript(fakeBrowserAlerts);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const frank = await tokenFor(env.sandbox, 'frank');

    await hide(page);
    await apiPost(env.sandbox, frank, '/api/v1/statuses', { status: '@demo are you there?' });
    await page.waitForFunction(() => window.__alerts.shown.length === 1, null, {
      timeout: 15_000,
    });
    const first = await recorded(page);
    expect(first.shown[0]).toMatchObject({
      title: 'Frank mentioned you',
      body: '@demo are you there?',
    });
    expect(first.shown[0]?.icon).toMatch(/^https?:/);
    expect(first.sounds).toBe(1);

    // No sound for mentions: the next one still shows on the desktop, silently.
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/settings$/);
    const settings = page.getByRole('region', { name: 'Settings' });
    await settings.getByRole('checkbox', { name: 'Mentions: Play sound' }).uncheck();
    await apiPost(env.sandbox, frank, '/api/v1/statuses', { status: '@demo hello again' });
    await page.waitForFunction(() => window.__alerts.shown.length === 2, null, {
      timeout: 15_000,
    });
    const second = await recorded(page);
    expect(second.shown[1]?.title).toBe('Frank mentioned you');
    expect(second.sounds).toBe(1);

    // A browser that has not been asked yet: the settings ask, and tell the refusal.
    await page.evaluate(() => {
      window.__permission = { now: 'default', answer: 'denied' };
    });
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL(/\/home$/);
    await page.getByRole('link', { name: 'Settings' }).click();
    await settings.getByRole('button', { name: 'Enable desktop notifications' }).click();
    await settings
      .getByText(
        'Desktop notifications are unavailable because the required permission has been denied.',
      )
      .waitFor();
    await context.close();
  });
});
