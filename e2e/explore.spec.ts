import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

describe('explore, hashtags and links', () => {
  const env = useSandbox();

  it('shows trending hashtags with sparklines; a hashtag is followed, featured and unfollowed', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.getByRole('link', { name: 'Explore' }).click();
    await page.getByRole('feed', { name: 'Posts' }).getByRole('article').first().waitFor();

    await page.getByRole('link', { name: 'Hashtags', exact: true }).click();
    const trends = page.getByRole('list', { name: 'Hashtags' });
    const first = trends.getByRole('listitem').first();
    await first.waitFor();
    expect(
      await trends.getByRole('img', { name: /^Posts per day over the past 7 days: / }).count(),
    ).toBe(await trends.getByRole('listitem').count());
    expect(await first.innerText()).toMatch(/\d+ people in the past 2 days/);
    const link = first.getByRole('link');
    const name = (await link.innerText()).replace('#', '');
    await link.click();

    await page
      .getByRole('feed', { name: `#${name}` })
      .getByRole('article')
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Follow hashtag' }).click();
    await page.getByRole('button', { name: 'Unfollow hashtag' }).waitFor();
    await page.getByRole('button', { name: 'Feature on profile' }).click();
    await page.getByRole('button', { name: "Don't feature on profile" }).waitFor();

    await page.getByRole('button', { name: 'Show settings' }).click();
    await page.getByRole('checkbox', { name: 'Include additional tags for this column' }).check();
    const narrowed = page.waitForRequest(
      (r) => r.url().includes(`/timelines/tag/${name}?`) && r.url().includes('none%5B%5D=sunset'),
    );
    await page.getByRole('textbox', { name: 'None of these' }).fill('#sunset');
    await page.getByRole('textbox', { name: 'None of these' }).press('Enter');
    await narrowed;
    expect(page.url()).toContain('none=sunset');

    await page.getByRole('link', { name: 'Followed hashtags' }).click();
    const followed = page.getByRole('list', { name: 'Followed hashtags' });
    await followed.getByRole('link', { name: `#${name}` }).waitFor();
    await followed.getByRole('button', { name: `Unfollow hashtag #${name}` }).click();
    await page.getByText('You have not followed any hashtags yet').waitFor();
    await page.reload();
    await page.getByText('You have not followed any hashtags yet').waitFor();
    await context.close();
  });

  it("opens a trending link's timeline from News", async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.getByRole('link', { name: 'Explore' }).click();
    await page.getByRole('link', { name: 'News' }).click();
    const story = page.getByRole('list', { name: 'News' }).getByRole('link').first();
    await story.waitFor();
    expect(await story.innerText()).toMatch(
      /Building a small garden pond[\s\S]*\d+ people talking/,
    );
    await story.click();
    await page.waitForURL(/\/links\/https%3A%2F%2Falice\.example\.net%2Fgarden%2Fpond$/);
    const feed = page.getByRole('feed', { name: 'Building a small garden pond' });
    // The feed mounts its posts a few per frame.
    await expect.poll(() => feed.getByRole('article').count()).toBeGreaterThanOrEqual(4);
    await page.reload();
    await page.getByRole('feed').getByRole('article').first().waitFor();
    await context.close();
  });

  it('dismisses a suggestion, which stays gone after a reload', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.getByRole('link', { name: 'Explore' }).click();
    await page.getByRole('link', { name: 'People' }).click();
    const people = page.getByRole('list', { name: 'People' });
    const suggestion = people.getByRole('listitem').first();
    await suggestion.waitFor();
    const who = (await suggestion.getByRole('link').innerText()).split('\n')[0]!;
    await suggestion.getByRole('button', { name: 'Dismiss suggestion' }).click();
    await people.getByText(who).waitFor({ state: 'detached' });
    await page.reload();
    await page.locator('ul[aria-label="People"][aria-busy="false"]').waitFor();
    expect(await people.getByText(who).count()).toBe(0);
    await context.close();
  });
});
