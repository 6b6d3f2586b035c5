/**
 * Home's read marker set to its newest post before a run. The marker keeps the reader's place
 * across browsers (a fresh profile opens home where the last one left it), so without this
 * every run after the first would open home where the run before it stopped reading: near the
 * end of a long scroll, with little left to scroll, or below the first page on a cold load.
 */
import { tokenFor } from '../e2e/harness';
import type { BenchSandbox as Sandbox } from './benchSandbox';

const tokens = new Map<string, Promise<string>>();

export async function markHomeTop(sandbox: Sandbox): Promise<void> {
  let token = tokens.get(sandbox.url);
  if (!token) tokens.set(sandbox.url, (token = tokenFor(sandbox, 'demo')));
  const headers = { authorization: `Bearer ${await token}`, 'content-type': 'application/json' };
  const response = await fetch(`${sandbox.url}/api/v1/timelines/home?limit=1`, { headers });
  const [newest] = (await response.json()) as { id: string }[];
  if (!newest) return;
  const marked = await fetch(`${sandbox.url}/api/v1/markers`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ home: { last_read_id: newest.id } }),
  });
  if (!marked.ok) throw new Error(`POST /api/v1/markers: ${String(marked.status)}`);
}
