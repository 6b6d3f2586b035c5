import { describe, expect, it } from 'vitest';
import { newContext, signIn, tokenFor, useSandbox } from './harness';

describe('the posts one reacted to', () => {
  const env = useSandbox();

  it('lists a post at /emoji_reactions once the reader reacts to it', async () => {
    const token = await tokenFor(env.sandbox, 'demo');
    const [target] = (await (
      await fetch(`${env.sandbox.url}/api/v1/timelines/public?local=true&limit=1`)
    ).json()) as { id: string }[];
    expect(target).toBeDefined();
    const reacted = await fetch(
      `${env.sandbox.url}/api/v1/statuses/${target!.id}/emoji_reactions/${encodeURIComponent('🎉')}`,
      { method: 'PUT', headers: { authorization: `Bearer ${token}` } },
    );
    expect(reacted.status).toBe(200);

    const context = await newContext(env.browser);
    const page = await context.newPage();
    await signIn(page, env.sandbox);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    await page.getByRole('link', { name: 'Emoji reactions', exact: true }).click();
    await page.waitForURL(/\/emoji_reactions$/);
    const feed = page.getByRole('feed', { name: 'Emoji reactions' });
    const first = feed.getByRole('article').first();
    await first.waitFor();
    expect(await first.getAttribute('data-id')).toBe(target!.id);
    expect(requests).toContain('/api/v1/emoji_reactions');
    await context.close();
  });
});
