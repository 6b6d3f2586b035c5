import { describe, expect, it } from 'vitest';
import { newContext, signIn, useSandbox, wheelToEnd } from './harness';

describe('infinite scroll', () => {
  const env = useSandbox();

  it('loads older posts with max_id when the reader nears the end of home', async () => {
    const context = await newContext(env.browser);
    const page = await context.newPage();
    // The first page as the server sent it: only the posts around the screen are mounted.
    const firstPage = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/v1/timelines/home' &&
        !url.searchParams.has('max_id') &&
        !url.searchParams.has('since_id')
      );
    });
    await signIn(page, env.sandbox);
    const firstPageStatuses = (await (await firstPage).json()) as {
      id: string;
      reblog: { id: string } | null;
    }[];
    const firstPageIds = firstPageStatuses.map((s) => s.id);
    // An article is the post it shows: a boost shows the boosted post.
    const firstPageShown = firstPageStatuses.map((s) => s.reblog?.id ?? s.id);
    expect(firstPageIds).toHaveLength(20);
    // The feed's own posts, not the quoted ones shown inside them.
    const posts = page.locator('[role="feed"][aria-label="Home"] > article');
    await posts.first().waitFor();
    const older = page.waitForRequest(
      (request) =>
        request.url().includes('/api/v1/timelines/home') &&
        new URL(request.url()).searchParams.get('max_id') === firstPageIds.at(-1),
    );
    await wheelToEnd(page);
    await older;
    // Far from the screen, posts are unmounted: each mounted one says its place in the feed.
    await page.waitForFunction(() =>
      document.querySelector('[role="feed"][aria-label="Home"] > article[aria-posinset="21"]'),
    );
    const placed = await posts.evaluateAll((articles) =>
      articles.map((a) => [Number(a.getAttribute('aria-posinset')), a.getAttribute('data-id')]),
    );
    // The older page comes after the first one, which stays as it was.
    for (const [position, id] of placed) {
      if (Number(position) <= 20) expect(id).toBe(firstPageShown[Number(position) - 1]);
    }
    expect(placed.map(([position]) => position)).toEqual(
      placed.map((_, i) => Number(placed[0]?.[0]) + i),
    );
    await context.close();
  });
});
