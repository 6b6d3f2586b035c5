import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, newContext, signIn, tokenFor, useSandbox } from './harness';

describe('account lists: followers, follow requests, the directory and blocked domains', () => {
  const env = useSandbox();
  let demoPage: Page | undefined;

  /** One signed-in demo tab for the whole file (each test goes to its own address). */
  async function asDemo(path: string): Promise<Page> {
    if (!demoPage) {
      const context = await newContext(env.browser);
      demoPage = await context.newPage();
      await signIn(demoPage, env.sandbox);
    }
    await demoPage.goto(`${env.sandbox.url}${path}`);
    return demoPage;
  }

  async function api(path: string, token: string) {
    const response = await fetch(`${env.sandbox.url}${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await response.json()) as unknown;
  }

  it("pages through demo's followers with Load more, each row with its follow button", async () => {
    const page = await asDemo('/@demo');
    // The account's followers count leads to the list.
    await page.locator('a[href$="/@demo/followers"]').first().click();
    await page.waitForURL(/\/@demo\/followers$/);
    const list = page.getByRole('list', { name: 'Followers' });
    const rows = list.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBe(22);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    // demo follows alice, not frank: each row says what the button would do.
    const alice = rows.filter({ hasText: '@alice' });
    await alice.getByRole('button', { name: 'Unfollow' }).waitFor();
    await rows.filter({ hasText: '@frank' }).getByRole('button', { name: 'Follow' }).waitFor();
    // Unfollowing from a row asks first, as the settings say by default.
    await alice.getByRole('button', { name: 'Unfollow' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unfollow user?' });
    await dialog.getByRole('button', { name: 'Unfollow' }).click();
    await alice.getByRole('button', { name: 'Follow' }).waitFor();

    // heidi hides whom she follows and who follows her.
    await page.goto(`${env.sandbox.url}/@heidi/following`);
    await page.getByText('This user has chosen to not make this information available.').waitFor();
  });

  it('browses the directory with Load more, and asks the locked account to follow', async () => {
    const page = await asDemo('/directory');
    const list = page.getByRole('list', { name: 'Browse profiles' });
    const rows = list.getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(20);

    await page.getByRole('radio', { name: 'New arrivals' }).check();
    await page.getByRole('radio', { name: 'From this server' }).check();
    await expect.poll(() => rows.first().textContent()).toContain('@ivan');

    const heidi = rows.filter({ hasText: '@heidi' });
    await page.getByRole('radio', { name: 'Recently active' }).check();
    await heidi.getByRole('button', { name: 'Follow' }).click();
    await heidi.getByRole('button', { name: 'Cancel follow request' }).waitFor();
    const heidiToken = await tokenFor(env.sandbox, 'heidi');
    const requests = (await api('/api/v1/follow_requests', heidiToken)) as { acct: string }[];
    expect(requests.map((a) => a.acct)).toEqual(['demo']);
  });

  it("authorizes ivan's request in place: the row goes, the link goes, ivan follows", async () => {
    const page = await asDemo('/home');
    const link = page.getByRole('link', { name: /^Follow requests/ });
    await link.click();
    const list = page.getByRole('list', { name: 'Follow requests' });
    const ivan = list.getByRole('listitem').filter({ hasText: '@ivan' });
    await ivan.getByRole('button', { name: 'Authorize' }).click();
    await ivan.waitFor({ state: 'detached' });
    await page.getByText("You don't have any follow requests yet.", { exact: false }).waitFor();
    // demo is not locked: with nothing waiting, the navigation has no link to the requests.
    await link.waitFor({ state: 'detached' });

    const ivanToken = await tokenFor(env.sandbox, 'ivan');
    const me = (await api('/api/v1/accounts/lookup?acct=demo', ivanToken)) as { id: string };
    const [relationship] = (await api(
      `/api/v1/accounts/relationships?id[]=${me.id}`,
      ivanToken,
    )) as { following: boolean }[];
    expect(relationship?.following).toBe(true);
  });

  it('lists a blocked domain and unblocks it in place', async () => {
    const token = await tokenFor(env.sandbox, 'demo');
    await apiPost(env.sandbox, token, '/api/v1/domain_blocks', { domain: 'spam.example' });
    const page = await asDemo('/domain_blocks');
    const list = page.getByRole('list', { name: 'Blocked domains' });
    await list.getByText('spam.example', { exact: true }).waitFor();
    await list.getByRole('button', { name: 'Unblock domain spam.example' }).click();
    await page.getByText('There are no blocked domains yet.').waitFor();
    expect(await api('/api/v1/domain_blocks', token)).toEqual([]);
  });
});
