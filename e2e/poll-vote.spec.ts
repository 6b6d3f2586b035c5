import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';
import { findStatusId } from './statusLookup';

const QUESTION = 'Which plant should go next to the new pond?';

describe('voting in a poll', () => {
  const env = useSandbox();

  it('votes in a seeded poll and sees the results', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const id = await findStatusId(env.sandbox, 'alice', QUESTION);
    await page.goto(`${env.sandbox.url}/@alice/${id}`);
    const article = page.locator(`article[data-id="${id}"]`);
    const poll = article.getByRole('group', { name: 'Poll' });
    const vote = poll.getByRole('button', { name: 'Vote', exact: true });
    expect(await vote.isDisabled()).toBe(true);
    await poll.getByRole('radio', { name: 'Irises' }).check();
    expect(await vote.isDisabled()).toBe(false);
    const voted = page.waitForResponse(
      (r) => /\/api\/v1\/polls\/\d+\/votes$/.test(r.url()) && r.request().method() === 'POST',
    );
    await vote.click();
    const response = await voted;
    expect(response.request().postDataJSON()).toEqual({ choices: [1] });
    // Two of four votes each for the first two options: 50% and 50%, and demo's vote marked.
    await poll.getByText('You voted for this answer').waitFor();
    const items = poll.getByRole('listitem');
    expect(await items.allInnerTexts()).toEqual([
      expect.stringContaining('50%'),
      expect.stringContaining('50%'),
      expect.stringContaining('0%'),
      expect.stringContaining('0%'),
    ]);
    expect(await poll.textContent()).toContain('4 votes');
    expect(await poll.getByRole('radio').count()).toBe(0);
    await context.close();
  });

  it('gives a visitor the interaction prompt instead of voting', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.goto(`${env.sandbox.url}/login?server=${encodeURIComponent(env.sandbox.url)}`);
    await page.getByRole('button', { name: 'Browse as visitor' }).click();
    await page.waitForURL(/\/public\/local$/);
    const id = await findStatusId(env.sandbox, 'alice', QUESTION);
    await page.goto(`${env.sandbox.url}/@alice/${id}`);
    const article = page.locator(`article[data-id="${id}"]`);
    const poll = article.getByRole('group', { name: 'Poll' });
    await poll.getByRole('radio', { name: 'Ferns' }).check();
    await poll.getByRole('button', { name: 'Vote', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: "Vote in Alice Liddell's poll" });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
