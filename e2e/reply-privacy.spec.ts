import { describe, expect, it } from 'vitest';
import { apiPost, newContext, signIn, tokenFor, useSandbox } from './harness';

describe('replying', () => {
  const env = useSandbox();

  it('takes the stricter privacy of the parent, its mentions and its content warning', async () => {
    const alice = await tokenFor(env.sandbox, 'alice');
    const text = `Followers only ${Date.now()}`;
    const parent = await apiPost(env.sandbox, alice, '/api/v1/statuses', {
      status: `${text} with @bob`,
      visibility: 'private',
      spoiler_text: 'garden talk',
    });
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const article = page
      .getByRole('feed', { name: 'Home' })
      .getByRole('article')
      .filter({ hasText: 'garden talk' })
      .first();
    await article.waitFor();
    const privacy = page.getByRole('button', { name: 'Change post privacy' });
    expect(await privacy.textContent()).toContain('Public');

    await article.getByRole('button', { name: 'Reply' }).click();
    const box = page.getByRole('textbox', { name: "What's on your mind?" });
    expect(await box.inputValue()).toBe('@alice @bob ');
    expect(await page.getByRole('textbox', { name: /Content warning/ }).inputValue()).toBe(
      'garden talk',
    );
    // Followers-only parent, public default: the reply is followers-only.
    expect(await privacy.textContent()).toContain('Followers');

    await box.press('End');
    await box.pressSequentially('me too');
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/statuses'),
    );
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      status: '@alice @bob me too',
      visibility: 'private',
      in_reply_to_id: parent.id,
      spoiler_text: 'garden talk',
    });
    await page.getByRole('status').filter({ hasText: 'Post published.' }).waitFor();
    // Reset to the defaults afterwards.
    expect(await privacy.textContent()).toContain('Public');
    await context.close();
  });
});
