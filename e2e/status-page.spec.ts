import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';
import { findStatusId } from './statusLookup';

describe('the status page', () => {
  const env = useSandbox();

  it('shows the thread around a status: ancestors, the status, replies', async () => {
    const id = await findStatusId(env.sandbox, 'alice', 'The tomatoes are finally turning red');
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const thread = page.waitForResponse((r) =>
      r.url().includes(`/api/v1/statuses/${id}/context?with_reference=1`),
    );
    await page.goto(`${env.sandbox.url}/@alice/${id}`);
    await thread;
    const feed = page.getByRole('feed', { name: 'Post' });
    await feed.locator(`article[data-id="${id}"].status--detailed`).waitFor();
    await expect.poll(async () => (await feed.getByRole('article').allInnerTexts()).length).toBe(5);
    const texts = await feed.getByRole('article').allInnerTexts();
    expect(texts[0]).toContain('A short thread about my');
    expect(texts[1]).toContain('The tomatoes are finally turning red');
    expect(texts[2]).toContain('copper tape');
    expect(texts[3]).toContain('a small pond');
    expect(texts[4]).toContain('Frogs arrived within a week');
    await context.close();
  });

  it('lists who favourited a status from its counts', async () => {
    const id = await findStatusId(env.sandbox, 'demo', 'Welcome to the kmyblue sandbox');
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/@demo/${id}`);
    const detailed = page.locator(`article[data-id="${id}"].status--detailed`);
    const link = detailed.getByRole('link', { name: '5 favorites' });
    await link.waitFor();
    const loaded = page.waitForResponse((r) =>
      r.url().endsWith(`/api/v1/statuses/${id}/favourited_by`),
    );
    await link.click();
    await page.waitForURL(new RegExp(`/@demo/${id}/favourites$`));
    await loaded;
    const list = page.getByRole('list', { name: 'Favorited by' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(5);
    const names = await list.getByRole('listitem').allInnerTexts();
    for (const who of ['@alice', '@bob', '@carol', '@erin', '@frank'])
      expect(names.join('\n')).toContain(who);

    await page.goto(`${env.sandbox.url}/@demo/${id}/emoji_reactions`);
    const reacted = page.getByRole('list', { name: 'Reacted by' });
    await expect.poll(() => reacted.getByRole('listitem').count()).toBe(4);
    expect((await reacted.allInnerTexts()).join('\n')).toContain('👍');
    await context.close();
  });

  it('lists the posts that refer to a status', async () => {
    const id = await findStatusId(env.sandbox, 'bob', 'keeps NULLs unless you filter them out');
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/@bob/${id}`);
    await page
      .locator(`article[data-id="${id}"].status--detailed`)
      .getByRole('link', { name: '1 reference' })
      .click();
    await page.waitForURL(new RegExp(`/@bob/${id}/references$`));
    const feed = page.getByRole('feed', { name: 'Referred by' });
    await feed.getByRole('article').filter({ hasText: 'behaves the same way' }).waitFor();
    expect(await feed.getByRole('article').count()).toBe(1);
    await context.close();
  });
});
