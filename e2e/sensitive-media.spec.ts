import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox } from './harness';
import { findStatusId } from './statusLookup';

const ALT = 'A spooky drawing of a pumpkin';

describe('sensitive media', () => {
  const env = useSandbox();

  it('stays covered until revealed, then opens in the media viewer', async () => {
    const id = await findStatusId(env.sandbox, 'carol', 'Blurred by default');
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/@carol/${id}`);
    const article = page.locator(`article[data-id="${id}"]`);
    const cover = article.getByRole('button', { name: 'Sensitive content Click to show' });
    await cover.waitFor();
    expect(await article.getByRole('img', { name: ALT }).count()).toBe(0);

    await cover.click();
    const image = article.getByRole('img', { name: ALT });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^http.*\/system\/media_attachments\//);
    await article.getByRole('button', { name: 'ALT', exact: true }).click();
    await article.getByText(ALT, { exact: true }).waitFor();

    await image.click();
    const viewer = page.getByRole('dialog', { name: 'Media' });
    await viewer.getByRole('img', { name: ALT }).waitFor();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    // Focus goes back to the picture that opened the viewer.
    expect(
      await page.evaluate(() => document.activeElement?.querySelector('img')?.getAttribute('alt')),
    ).toBe(ALT);

    await article.getByRole('button', { name: 'Hide', exact: true }).click();
    await cover.waitFor();
    expect(await article.getByRole('img', { name: ALT }).count()).toBe(0);
    await context.close();
  });

  it('moves between pictures in the viewer with the arrows', async () => {
    const id = await findStatusId(env.sandbox, 'erin', 'Four shots');
    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    await page.goto(`${env.sandbox.url}/@erin/${id}`);
    const article = page.locator(`article[data-id="${id}"]`);
    await article.getByRole('img', { name: 'The Milky Way above a dark field' }).click();
    const viewer = page.getByRole('dialog', { name: 'Media' });
    await viewer.getByRole('img', { name: 'The Milky Way above a dark field' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByRole('img', { name: 'The constellation Orion' }).waitFor();
    await viewer.getByRole('button', { name: 'Previous' }).click();
    await page.keyboard.press('ArrowLeft');
    await viewer.getByRole('img', { name: 'Two gloved hands holding a thermos' }).waitFor();
    expect(await viewer.textContent()).toContain('4 / 4');
    await context.close();
  });
});
