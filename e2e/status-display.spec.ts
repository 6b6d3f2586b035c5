import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';
import { findStatusId } from './statusLookup';

describe('statuses in full: translation, edit history, cards and quotes', () => {
  const env = useSandbox();

  it('translates a post and shows the original again', async () => {
    const id = await findStatusId(env.sandbox, 'erin', 'Himmel klar');
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/@erin/${id}`);
    const article = page.locator(`article[data-id="${id}"]`);
    const translated = page.waitForResponse((r) => r.url().endsWith(`/statuses/${id}/translate`));
    await article.getByRole('button', { name: 'Translate' }).click();
    await translated;
    await article.getByText('Translated from German using Sandbox').waitFor();
    expect(await article.textContent()).toContain('The sky is clear tonight');
    await article.getByRole('button', { name: 'Show original' }).click();
    await article.getByText('Heute Nacht ist der Himmel klar.', { exact: false }).waitFor();
    await context.close();
  });

  it('lists the versions of an edited post', async () => {
    const id = await findStatusId(env.sandbox, 'bob', 'Deploy went fine');
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/@bob/${id}`);
    await page
      .locator(`article[data-id="${id}"]`)
      .getByRole('button', { name: /^Edited / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit history' });
    const items = dialog.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain('(Edit: one rollback.)');
    expect(await items.nth(1).textContent()).toMatch(/^created /);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('embeds a video card on click in a sandboxed iframe, starting where the link says', async () => {
    const id = await findStatusId(env.sandbox, 'erin', 'Andromeda');
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await page.route('https://www.youtube.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>video</p>' }),
    );
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/@erin/${id}`);
    const article = page.locator(`article[data-id="${id}"]`);
    await article.getByRole('link', { name: /Finding Andromeda with binoculars/ }).waitFor();
    await article.getByRole('button', { name: 'Play' }).click();
    const frame = article.locator('iframe');
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.origin + src.pathname).toBe('https://www.youtube.com/embed/aqz-KE-bpKQ');
    expect(src.searchParams.get('autoplay')).toBe('1');
    expect(src.searchParams.get('start')).toBe('42');
    expect(await frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-popups allow-presentation',
    );
    await context.close();
  });

  it('shows a quoted post inside the quoting one and links to it', async () => {
    const id = await findStatusId(env.sandbox, 'carol', 'quoted for posterity');
    const quotedId = await findStatusId(env.sandbox, 'erin', '8 minutes and 20 seconds');
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/@carol/${id}`);
    const quote = page
      .locator(`article[data-id="${id}"]`)
      .getByRole('link', { name: /light from the Sun/ });
    await quote.click();
    await page.waitForURL(new RegExp(`/@erin/${quotedId}$`));
    await page.locator(`article[data-id="${quotedId}"].status--detailed`).waitFor();
    await context.close();
  });
});
