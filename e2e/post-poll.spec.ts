import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';

describe('posting a poll', () => {
  const env = useSandbox();

  it('adds options as they fill up, and posts the poll', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.getByRole('textbox', { name: "What's on your mind?" }).fill('Best season?');
    await page.getByRole('button', { name: 'Add a poll' }).click();
    const option = (n: number) => page.getByRole('textbox', { name: `Option ${n}`, exact: true });
    expect(await option(1).inputValue()).toBe('');
    expect(await option(2).inputValue()).toBe('');
    expect(await option(3).count()).toBe(0);
    await option(1).fill('Spring');
    await option(2).fill('Autumn');
    // A blank option appears below the server's max_options (4).
    await option(3).fill('Winter');
    await option(4).fill('Summer');
    expect(await option(5).count()).toBe(0);
    // Emptying an option removes it; a blank one comes back at the end.
    await option(3).fill('');
    expect(await option(3).inputValue()).toBe('Summer');
    expect(await option(4).inputValue()).toBe('');
    expect(await option(5).count()).toBe(0);

    const length = page.getByRole('combobox', { name: 'Poll length' });
    expect(await length.inputValue()).toBe('86400');
    await length.selectOption('259200');
    await page.getByRole('checkbox', { name: 'Multiple choice' }).check();
    expect(
      await page.getByRole('button', { name: 'Add images, a video or an audio file' }).isDisabled(),
    ).toBe(true);

    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/v1/statuses'),
    );
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/statuses'),
    );
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      status: 'Best season?',
      poll: { options: ['Spring', 'Autumn', 'Summer'], expires_in: 259200, multiple: true },
    });
    expect((await answered).status()).toBe(200);
    await page.getByRole('status').filter({ hasText: 'Post published.' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Add a poll' }).getAttribute('aria-pressed'),
    ).toBe('false');
    await context.close();
  });
});
