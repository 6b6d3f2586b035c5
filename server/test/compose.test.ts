import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/database';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';
import { makePng, noisyPng } from './png';

async function upload(
  base: string,
  token: string,
  file: Buffer,
  fields: Record<string, string> = {},
  path = '/api/v2/media',
) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'picture.png');
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: obj(await response.json()) };
}

describe('composing: media, polls, quotes, circles and search', () => {
  let server: TestServer;
  let demo: string;
  let alice: string;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    alice = await tokenFor(server.url, 'alice');
  }, 60_000);
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('uploads a small image at once, with its size, blurhash, description and focus', async () => {
    const png = makePng(30, 20, (x) => (x < 15 ? [255, 0, 0] : [0, 0, 255]));
    const { status, body } = await upload(server.url, demo, png, {
      description: 'Red and blue',
      focus: '0.5,-0.25',
    });
    expect(status).toBe(200);
    expect(body.type).toBe('image');
    expect(body.url).toMatch(/\/system\/media_attachments\/files\/\d+\/original\.png$/);
    expect(body.description).toBe('Red and blue');
    expect(obj(body.meta).original).toMatchObject({ width: 30, height: 20, aspect: 1.5 });
    expect(obj(body.meta).focus).toEqual({ x: 0.5, y: -0.25 });
    expect(String(body.blurhash)).toHaveLength(4 + 2 * 4 * 3);
    const file = await fetch(String(body.url));
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it('answers 202 for a big image, 206 while processing and 200 when ready', async () => {
    const { status, body } = await upload(server.url, demo, noisyPng(320, 320));
    expect(status).toBe(202);
    expect(body.url).toBeNull();
    const path = `/api/v1/media/${String(body.id)}`;
    expect((await api(server.url, path, { token: demo })).status).toBe(206);
    expect((await api(server.url, path, { token: alice })).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const ready = await api(server.url, path, { token: demo });
    expect(ready.status).toBe(200);
    expect(obj(ready.body).url).toMatch(/original\.png$/);
  });

  it('refuses what is not media, and processing media on a post', async () => {
    const form = new FormData();
    form.append('file', new Blob(['just some text here, not a picture']), 'notes.txt');
    const response = await fetch(`${server.url}/api/v2/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${demo}` },
      body: form,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: 'Validation failed: File content type is invalid, File is invalid',
    });
    const busy = await upload(server.url, demo, noisyPng(320, 320));
    const post = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'too soon', media_ids: [busy.body.id] },
    });
    expect(post.status).toBe(422);
    expect(obj(post.body).error).toBe(
      'Cannot attach files that have not finished processing. Try again in a moment!',
    );
  });

  it('edits description and focus of unattached media by their owner only', async () => {
    const { body } = await upload(
      server.url,
      demo,
      makePng(4, 4, () => [0, 0, 0]),
    );
    const path = `/api/v1/media/${String(body.id)}`;
    const other = await api(server.url, path, {
      method: 'PUT',
      token: alice,
      body: { description: 'mine now' },
    });
    expect(other.status).toBe(404);
    const put = await api(server.url, path, {
      method: 'PUT',
      token: demo,
      body: { description: 'Black square', focus: '-1.00,1.00' },
    });
    expect(put.status).toBe(200);
    expect(obj(put.body).description).toBe('Black square');
    expect(obj(obj(put.body).meta).focus).toEqual({ x: -1, y: 1 });
    const patch = await api(server.url, path, {
      method: 'PATCH',
      token: demo,
      body: { description: 'Patched' },
    });
    expect(obj(patch.body).description).toBe('Patched');

    const post = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'with a picture', media_ids: [body.id], sensitive: true },
    });
    expect(post.status).toBe(200);
    const attachments = list(obj(post.body).media_attachments);
    expect(attachments.map((m) => m.description)).toEqual(['Patched']);
    expect(obj(post.body).sensitive).toBe(true);
    // Attached media are edited through the post (media_attributes), not directly.
    expect((await api(server.url, path, { method: 'PUT', token: demo, body: {} })).status).toBe(
      404,
    );
    const edited = await api(server.url, `/api/v1/statuses/${String(obj(post.body).id)}`, {
      method: 'PUT',
      token: demo,
      body: {
        status: 'with a picture (edited)',
        media_ids: [body.id],
        media_attributes: [{ id: body.id, description: 'Edited', focus: '0.10,0.20' }],
      },
    });
    expect(edited.status).toBe(200);
    const media = list(obj(edited.body).media_attachments)[0]!;
    expect(media.description).toBe('Edited');
    expect(obj(media.meta).focus).toEqual({ x: 0.1, y: 0.2 });
  });

  it('creates a poll within the limits and replaces it on edit', async () => {
    const tooMany = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'poll', poll: { options: ['a', 'b', 'c', 'd', 'e'], expires_in: 86400 } },
    });
    expect(tooMany.status).toBe(422);
    expect(obj(tooMany.body).error).toBe(
      "Validation failed: Poll options can't contain more than 4 items",
    );
    const image = await upload(
      server.url,
      demo,
      makePng(4, 4, () => [1, 2, 3]),
    );
    const withMedia = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: {
        status: 'poll',
        media_ids: [image.body.id],
        poll: { options: ['a', 'b'], expires_in: 86400 },
      },
    });
    expect(withMedia.status).toBe(422);
    expect(obj(withMedia.body).error).toBe('Cannot attach more than 4 files');
    const tooSoon = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'poll', poll: { options: ['a', 'b'], expires_in: 60 } },
    });
    expect(tooSoon.status).toBe(422);
    const post = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: {
        status: 'Tea or coffee?',
        poll: { options: ['Tea', 'Coffee'], expires_in: 3600, multiple: true },
      },
    });
    expect(post.status).toBe(200);
    const id = String(obj(post.body).id);
    const [stored] = await rows<{ options: string[]; multiple: boolean; expires_at: Date }>(
      server.db,
      'select options, multiple, expires_at from polls where status_id = $1',
      [id],
    );
    expect(stored?.options).toEqual(['Tea', 'Coffee']);
    expect(stored?.multiple).toBe(true);
    const inSeconds = (stored!.expires_at.getTime() - Date.now()) / 1000;
    expect(inSeconds).toBeGreaterThan(3500);
    expect(inSeconds).toBeLessThanOrEqual(3600);

    await server.db.query(
      `insert into poll_votes (status_id, account_id, choice, created_at)
       select $1, id, 0, now() from accounts where username = 'alice'`,
      [id],
    );
    const same = await api(server.url, `/api/v1/statuses/${id}`, {
      method: 'PUT',
      token: demo,
      body: {
        status: 'Tea or coffee??',
        poll: { options: ['Tea', 'Coffee'], expires_in: 3600, multiple: true },
      },
    });
    expect(same.status).toBe(200);
    expect(
      await rows(server.db, 'select * from poll_votes where status_id = $1', [id]),
    ).toHaveLength(1);
    await api(server.url, `/api/v1/statuses/${id}`, {
      method: 'PUT',
      token: demo,
      body: {
        status: 'Tea, coffee or water?',
        poll: { options: ['Tea', 'Coffee', 'Water'], expires_in: 3600 },
      },
    });
    expect(
      await rows(server.db, 'select * from poll_votes where status_id = $1', [id]),
    ).toHaveLength(0);
  });

  it('quotes when the policy allows, refuses otherwise, and forces nobody on private posts', async () => {
    const open = await api(server.url, '/api/v1/statuses', {
      token: alice,
      body: { status: 'Quote me', quote_approval_policy: 'public' },
    });
    const closed = await api(server.url, '/api/v1/statuses', {
      token: alice,
      body: { status: 'Do not quote me', quote_approval_policy: 'nobody' },
    });
    const quote = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'Look at this', quoted_status_id: obj(open.body).id },
    });
    expect(quote.status).toBe(200);
    const legacy = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'And this', quote_id: obj(open.body).id },
    });
    const refused = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'No', quoted_status_id: obj(closed.body).id },
    });
    expect(refused.status).toBe(422);
    expect(obj(refused.body).error).toBe('You are not authorized to quote this post.');
    const own = await api(server.url, '/api/v1/statuses', {
      token: alice,
      body: { status: 'Quoting myself', quoted_status_id: obj(closed.body).id },
    });
    expect(own.status).toBe(200);
    const priv = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'followers only', visibility: 'private', quote_approval_policy: 'public' },
    });
    const stored = await rows<{
      id: string;
      quote_of_id: string | null;
      quote_approval_policy: string;
    }>(
      server.db,
      'select id, quote_of_id, quote_approval_policy from statuses where id = any($1::bigint[])',
      [[obj(quote.body).id, obj(legacy.body).id, obj(priv.body).id]],
    );
    const byId = new Map(stored.map((s) => [s.id, s]));
    expect(byId.get(String(obj(quote.body).id))?.quote_of_id).toBe(obj(open.body).id);
    expect(byId.get(String(obj(legacy.body).id))?.quote_of_id).toBe(obj(open.body).id);
    expect(byId.get(String(obj(priv.body).id))?.quote_approval_policy).toBe('nobody');
  });

  it('lists, edits and uses circles for limited posts', async () => {
    const circles = list((await api(server.url, '/api/v1/circles', { token: demo })).body);
    expect(circles.map((c) => c.title)).toEqual(['Close friends', 'Stargazers']);
    const created = obj(
      (await api(server.url, '/api/v1/circles', { token: demo, body: { title: 'Tests' } })).body,
    );
    const path = `/api/v1/circles/${String(created.id)}`;
    const renamed = await api(server.url, path, {
      method: 'PUT',
      token: demo,
      body: { title: 'Testers' },
    });
    expect(obj(renamed.body).title).toBe('Testers');
    expect((await api(server.url, path, { token: alice })).status).toBe(404);
    const alice_ = obj((await api(server.url, '/api/v1/accounts/lookup?acct=alice')).body);
    await api(server.url, `${path}/accounts`, { token: demo, body: { account_ids: [alice_.id] } });
    const members = list((await api(server.url, `${path}/accounts`, { token: demo })).body);
    expect(members.map((m) => m.username)).toEqual(['alice']);

    const post = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'Circle only', visibility: 'circle', circle_id: created.id },
    });
    expect(post.status).toBe(200);
    expect(obj(post.body)).toMatchObject({ visibility_ex: 'limited', limited_scope: 'circle' });
    const postId = String(obj(post.body).id);
    expect((await api(server.url, `/api/v1/statuses/${postId}`, { token: alice })).status).toBe(
      200,
    );
    const bob = await tokenFor(server.url, 'bob');
    expect((await api(server.url, `/api/v1/statuses/${postId}`, { token: bob })).status).toBe(404);
    const notMine = await api(server.url, '/api/v1/statuses', {
      token: alice,
      body: { status: 'x', visibility: 'circle', circle_id: created.id },
    });
    expect(notMine.status).toBe(422);

    await api(server.url, `${path}/accounts?account_ids[]=${String(alice_.id)}`, {
      method: 'DELETE',
      token: demo,
    });
    expect(list((await api(server.url, `${path}/accounts`, { token: demo })).body)).toHaveLength(0);
    expect((await api(server.url, path, { method: 'DELETE', token: demo })).status).toBe(200);
    expect((await api(server.url, path, { token: demo })).status).toBe(404);
  });

  it('searches accounts and hashtags for autocomplete', async () => {
    const accounts = list(
      (await api(server.url, '/api/v1/accounts/search?q=al&limit=4&resolve=false', { token: demo }))
        .body,
    );
    expect(accounts[0]?.username).toBe('alice');
    expect(accounts.length).toBeLessThanOrEqual(4);
    await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'I love #zzsandboxtag' },
    });
    const search = obj(
      (
        await api(
          server.url,
          '/api/v2/search?q=zzsand&type=hashtags&limit=4&resolve=false&exclude_unreviewed=true',
          { token: demo },
        )
      ).body,
    );
    const tags = list(search.hashtags);
    expect(tags[0]?.name).toBe('zzsandboxtag');
    expect(list(tags[0]?.history)[0]).toMatchObject({ uses: '1', accounts: '1' });
    expect(search.accounts).toEqual([]);
    const statuses = obj(
      (await api(server.url, '/api/v2/search?q=love&type=statuses', { token: demo })).body,
    );
    expect(list(statuses.statuses).length).toBeGreaterThan(0);
  });

  it('keeps the media of a deleted post for a re-draft', async () => {
    const { body } = await upload(
      server.url,
      demo,
      makePng(4, 4, () => [9, 9, 9]),
    );
    const post = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'redraft me', media_ids: [body.id] },
    });
    const deleted = await api(server.url, `/api/v1/statuses/${String(obj(post.body).id)}`, {
      method: 'DELETE',
      token: demo,
    });
    expect(obj(deleted.body).text).toBe('redraft me');
    const again = await api(server.url, '/api/v1/statuses', {
      token: demo,
      body: { status: 'redrafted', media_ids: [body.id] },
    });
    expect(again.status).toBe(200);
  });
});
