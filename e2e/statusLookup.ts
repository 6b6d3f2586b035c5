import type { Page } from 'playwright-core';
import type { Sandbox } from './harness';

/** The id of an account's status whose text contains `text`, read from the public API. */
export async function findStatusId(sandbox: Sandbox, acct: string, text: string): Promise<string> {
  const lookup = await fetch(`${sandbox.url}/api/v1/accounts/lookup?acct=${acct}`);
  const account = (await lookup.json()) as { id: string };
  for (let maxId = ''; ;) {
    const page = await fetch(
      `${sandbox.url}/api/v1/accounts/${account.id}/statuses?limit=40${maxId ? `&max_id=${maxId}` : ''}`,
    );
    const statuses = (await page.json()) as { id: string; content: string }[];
    const found = statuses.find((s) => s.content.includes(text));
    if (found) return found.id;
    const last = statuses[statuses.length - 1];
    if (!last) throw new Error(`no status of ${acct} with ${text}`);
    maxId = last.id;
  }
}

/** A post on its own page: where it is in a timeline depends on what else was posted. */
export async function openPost(page: Page, sandbox: Sandbox, acct: string, text: string) {
  const id = await findStatusId(sandbox, acct, text);
  await page.goto(`${sandbox.url}/@${acct}/${id}`);
  const article = page.locator(`article[data-id="${id}"]`);
  await article.waitFor();
  return article;
}
