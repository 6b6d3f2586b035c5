import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';
import { makePng } from './png';

const MINUTE = 60_000;

describe('scheduled statuses', () => {
  let server: TestServer;
  let demo: string;
  let alice: string;
  let now = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ testClock: true });
    demo = await tokenFor(server.url, 'demo');
    alice = await tokenFor(server.url, 'alice');
  }, 60_000);
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  const clockNow = async () =>
    Date.parse(String(obj((await api(server.url, '/api/v1/sandbox/clock')).body).now));
  const schedule = (body: Record<string, unknown>, token = demo) =>
    api(server.url, '/api/v1/statuses', { token, body });
  const at = (minutes: number) => new Date(now + minutes * MINUTE).toISOString();

  async function upload(token: string) {
    const form = new FormData();
    const png = makePng(8, 8, () => [0, 128, 255]);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const response = await fetch(`${server.url}/api/v2/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return obj(await response.json());
  }

  it('keeps a post for later and answers a ScheduledStatus with its params and media', async () => {
    now = await clockNow();
    const media = await upload(demo);
    const made = await schedule({
      status: 'Later, with a picture',
      visibility: 'unlisted',
      media_ids: [media.id],
      scheduled_at: at(10),
    });
    expect(made.status).toBe(200);
    const body = obj(made.body);
    expect(body.scheduled_at).toBe(at(10));
    expect(obj(body.params)).toMatchObject({
      text: 'Later, with a picture',
      visibility: 'unlisted',
      media_ids: [media.id],
      scheduled_at: null,
    });
    expect(list(body.media_attachments).map((m) => m.id)).toEqual([media.id]);
    const home = await api(server.url, '/api/v1/timelines/home', { token: demo });
    expect(list(home.body).some((s) => String(s.content).includes('Later, with'))).toBe(false);
  });

  it('refuses a time less than 5 minutes ahead, and a bad time', async () => {
    const soon = await schedule({ status: 'too soon', scheduled_at: at(4) });
    expect(soon.status).toBe(422);
    expect(obj(soon.body).error).toBe(
      'Validation failed: Scheduled at The scheduled date must be in the future',
    );
    const bad = await schedule({ status: 'bad', scheduled_at: 'tomorrow' });
    expect(bad.status).toBe(422);
    const invalid = await schedule({ status: '', scheduled_at: at(30) });
    expect(invalid.status).toBe(422);
  });

  it('lists, shows, moves and cancels only the owner’s scheduled posts, paged by Link', async () => {
    const second = obj((await schedule({ status: 'Second', scheduled_at: at(20) })).body);
    const page = await api(server.url, '/api/v1/scheduled_statuses?limit=1', { token: demo });
    expect(list(page.body).map((s) => s.id)).toEqual([second.id]);
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const rest = await api(server.url, new URL(next!).pathname + new URL(next!).search, {
      token: demo,
    });
    expect(list(rest.body)).toHaveLength(1);
    const path = `/api/v1/scheduled_statuses/${String(second.id)}`;
    expect((await api(server.url, path, { token: alice })).status).toBe(404);
    expect(obj((await api(server.url, path, { token: demo })).body).id).toBe(second.id);

    const moved = await api(server.url, path, {
      method: 'PUT',
      token: demo,
      body: { scheduled_at: at(45) },
    });
    expect(obj(moved.body).scheduled_at).toBe(at(45));
    const tooSoon = await api(server.url, path, {
      method: 'PUT',
      token: demo,
      body: { scheduled_at: at(1) },
    });
    expect(tooSoon.status).toBe(422);
    expect((await api(server.url, path, { method: 'DELETE', token: demo })).body).toEqual({});
    expect((await api(server.url, path, { token: demo })).status).toBe(404);
  });

  it('holds to 25 scheduled posts a day', async () => {
    const day = new Date(now + 3 * 86_400_000);
    day.setUTCHours(12, 0, 0, 0);
    for (let i = 0; i < 25; i++) {
      const made = await schedule(
        { status: `day ${i}`, scheduled_at: new Date(day.getTime() + i * MINUTE).toISOString() },
        alice,
      );
      expect(made.status).toBe(200);
    }
    const over = await schedule(
      { status: 'one too many', scheduled_at: new Date(day.getTime() + 60 * MINUTE).toISOString() },
      alice,
    );
    expect(over.status).toBe(422);
    expect(obj(over.body).error).toContain('limit of 25 scheduled posts');
    const nextDay = await schedule(
      { status: 'the day after', scheduled_at: new Date(day.getTime() + 86_400_000).toISOString() },
      alice,
    );
    expect(nextDay.status).toBe(200);
  });

  it('publishes a post as a normal one when the clock passes its time', async () => {
    const before = await api(server.url, '/api/v1/scheduled_statuses', { token: demo });
    expect(list(before.body)).toHaveLength(1);
    const moved = await api(server.url, '/api/v1/sandbox/clock', {
      token: demo,
      body: { advance_seconds: 11 * 60 },
    });
    expect(Date.parse(String(obj(moved.body).now))).toBeGreaterThan(now + 11 * MINUTE - 1000);
    const home = await api(server.url, '/api/v1/timelines/home', { token: demo });
    const published = list(home.body).find((s) => String(s.content).includes('Later, with'));
    expect(published).toMatchObject({ visibility: 'unlisted' });
    expect(list(published?.media_attachments)).toHaveLength(1);
    const after = await api(server.url, '/api/v1/scheduled_statuses', { token: demo });
    expect(list(after.body)).toHaveLength(0);
  });

  it("pages the quotes of one's post and revokes only a quote of it", async () => {
    const mine = obj((await schedule({ status: 'Quote me, everyone' })).body);
    for (const i of [1, 2]) {
      const quoting = await api(server.url, '/api/v1/statuses', {
        token: alice,
        body: { status: `quoting ${i}`, quoted_status_id: mine.id },
      });
      expect(quoting.status).toBe(200);
    }
    const base = `/api/v1/statuses/${String(mine.id)}/quotes`;
    const page = await api(server.url, `${base}?limit=1`, { token: demo });
    expect(list(page.body).map((s) => s.content)).toEqual(['<p>quoting 2</p>']);
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1] ?? '';
    const rest = await api(server.url, new URL(next).pathname + new URL(next).search, {
      token: demo,
    });
    const older = list(rest.body)[0];
    expect(older?.content).toBe('<p>quoting 1</p>');
    const notAQuote = await api(
      server.url,
      `${base.replace('/quotes', '')}/quotes/${String(mine.id)}/revoke`,
      {
        method: 'POST',
        token: demo,
      },
    );
    expect(notAQuote.status).toBe(404);
    const revoked = await api(server.url, `${base}/${String(older?.id)}/revoke`, {
      method: 'POST',
      token: demo,
    });
    expect(obj(obj(revoked.body).quote).state).toBe('revoked');
  });

  it('keeps the clock route closed unless the test clock is on', async () => {
    const plain = await startTestServer();
    try {
      expect((await api(plain.url, '/api/v1/sandbox/clock')).status).toBe(404);
    } finally {
      await plain.close();
    }
  }, 60_000);
});
