import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiPost, newContext, signIn, tokenFor, useSandbox, type Sandbox } from './harness';

/** Resolves once the page has asked the streaming server for a list's stream. */
function listStreamSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && /"stream":"list"/.test(payload)) resolve();
      });
    });
  });
}

async function homeIdsOf(sandbox: Sandbox, username: string): Promise<string[]> {
  const token = await tokenFor(sandbox, username);
  const response = await fetch(`${sandbox.url}/api/v1/timelines/home?limit=40`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { id: string }[]).map((s) => s.id);
}

describe('lists and circles', () => {
  const env = useSandbox();

  it('creates, sets up, fills, follows live and deletes a list', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const subscribed = listStreamSubscribed(page);
    await signIn(page, env.sandbox);

    await page.getByRole('link', { name: 'Lists' }).click();
    await page.getByRole('textbox', { name: 'New list title' }).fill('Sky watchers');
    await page.getByRole('button', { name: 'New list' }).click();
    const lists = page.getByRole('list', { name: 'Lists' });
    await lists.getByRole('link', { name: 'Sky watchers' }).waitFor();
    await lists.getByRole('button', { name: 'Edit list: Sky watchers' }).click();
    await lists.getByRole('textbox', { name: 'Title' }).fill('Stargazing');
    await lists.getByRole('button', { name: 'Save' }).click();
    await lists.getByRole('link', { name: 'Stargazing' }).click();
    await page.waitForURL(/\/lists\/\d+$/);

    await page.getByRole('button', { name: 'Edit list' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit list' });
    await edit.getByRole('radio', { name: 'Any followed user' }).check();
    await edit.getByRole('checkbox', { name: 'Hide these posts from home' }).check();
    const saved = page.waitForRequest((r) => r.method() === 'PUT' && /\/lists\/\d+$/.test(r.url()));
    await edit.getByRole('button', { name: 'Save' }).click();
    expect((await saved).postDataJSON()).toMatchObject({
      title: 'Stargazing',
      replies_policy: 'followed',
      exclusive: true,
    });
    await page.getByRole('button', { name: 'Edit list' }).click();
    expect(await edit.getByRole('radio', { name: 'Any followed user' }).isChecked()).toBe(true);
    expect(
      await edit.getByRole('checkbox', { name: 'Hide these posts from home' }).isChecked(),
    ).toBe(true);
    await edit.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'List members' }).click();
    const members = page.getByRole('dialog', { name: 'List members' });
    await members.getByRole('searchbox', { name: 'Search among people you follow' }).fill('dave');
    await members.getByRole('button', { name: 'Add to list: @dave' }).click();
    await members
      .getByRole('list', { name: 'List members' })
      .getByRole('button', { name: 'Remove from list: @dave' })
      .waitFor();
    await members.getByRole('button', { name: 'Done' }).click();

    // Posts from before dave joined show once the list is opened again.
    await page.reload();
    const feed = page.getByRole('feed', { name: 'Stargazing' });
    await feed.getByRole('article').first().waitFor();
    await subscribed;
    const text = `Live on the list ${Date.now()}`;
    const dave = await tokenFor(env.sandbox, 'dave');
    await apiPost(env.sandbox, dave, '/api/v1/statuses', { status: text, visibility: 'public' });
    await feed.getByRole('article').filter({ hasText: text }).waitFor({ timeout: 10_000 });

    await page.getByRole('button', { name: 'List members' }).click();
    const removed = page.waitForRequest(
      (r) => r.method() === 'DELETE' && /\/lists\/\d+\/accounts$/.test(r.url()),
    );
    await members.getByRole('button', { name: 'Remove from list: @dave' }).click();
    await removed;
    await members.getByText('No members yet.').waitFor();
    await members.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Delete list' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete list' });
    await confirm.getByText('Are you sure you want to permanently delete this list?').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(/\/lists$/);
    await page.getByRole('textbox', { name: 'New list title' }).waitFor();
    expect(await page.getByRole('link', { name: 'Stargazing' }).count()).toBe(0);
    await context.close();
  });

  it("posts to a new circle of followers, shown in the circle but in no one else's home", async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);

    await page.getByRole('link', { name: 'Circles' }).click();
    await page.getByRole('textbox', { name: 'New circle title' }).fill('Night owls');
    await page.getByRole('button', { name: 'Add circle' }).click();
    await page
      .getByRole('list', { name: 'Circles' })
      .getByRole('link', { name: 'Night owls' })
      .click();
    await page.waitForURL(/\/circles\/\d+$/);
    await page.getByRole('button', { name: 'Circle members' }).click();
    const members = page.getByRole('dialog', { name: 'Circle members' });
    const search = members.getByRole('searchbox', { name: 'Search among people following you' });
    // dave is followed by the reader but does not follow back: not offered.
    await search.fill('dave');
    await members.getByText('Could not find anything for these search terms').waitFor();
    expect(await members.getByRole('button', { name: 'Add to circle: @dave' }).count()).toBe(0);
    await search.fill('frank');
    await members.getByRole('button', { name: 'Add to circle: @frank' }).click();
    await members
      .getByRole('list', { name: 'Circle members' })
      .getByRole('button', { name: 'Remove from circle: @frank' })
      .waitFor();
    await members.getByRole('button', { name: 'Done' }).click();

    const text = `Only for night owls ${Date.now()}`;
    await page.getByRole('textbox', { name: "What's on your mind?" }).fill(text);
    await page.getByRole('button', { name: 'Change post privacy' }).click();
    await page.getByRole('menuitemradio', { name: 'Circle' }).click();
    await page.getByRole('combobox', { name: 'Circle' }).selectOption({ label: 'Night owls' });
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/statuses'),
    );
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const posted = (await answered.then((r) => r.json())) as { id: string };

    await page.reload();
    await page
      .getByRole('feed', { name: 'Night owls' })
      .getByRole('article')
      .filter({ hasText: text })
      .waitFor();
    expect(await homeIdsOf(env.sandbox, 'alice')).not.toContain(posted.id);
    await context.close();
  });
});
