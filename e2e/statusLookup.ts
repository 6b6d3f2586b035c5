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
