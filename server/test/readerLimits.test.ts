import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_BLOCKS_LIMIT, FOLLOWED_TAGS_LIMIT } from '../config';
import { api, obj, startTestServer, tokenFor, type TestServer } from './helpers';

/** Rows a reader makes up by name (hashtags, domains) stop at a limit, as a 422. */
describe('limits on what a reader collects by name', () => {
  let server: TestServer;
  let demo: string;
  let demoId: string;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await tokenFor(server.url, 'demo');
    const me = await api(server.url, '/api/v1/accounts/verify_credentials', { token: demo });
    demoId = String(obj(me.body).id);
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('follows hashtags up to the limit, then answers 422; a followed one stays followable', async () => {
    await server.db.query(
      `insert into tag_follows (id, account_id, name, created_at)
       select 900000000 + g, $1, 'filler' || g, now() from generate_series(1, $2::int) g`,
      [demoId, FOLLOWED_TAGS_LIMIT],
    );
    const over = await api(server.url, '/api/v1/tags/onemore/follow', { token: demo, body: {} });
    expect(over.status).toBe(422);
    expect(over.body).toEqual({ error: `You can follow at most ${FOLLOWED_TAGS_LIMIT} hashtags` });
    const again = await api(server.url, '/api/v1/tags/filler1/follow', { token: demo, body: {} });
    expect(again.status).toBe(200);
  });

  it('blocks domains up to the limit, then answers 422', async () => {
    await server.db.query(
      `insert into account_domain_blocks (id, account_id, domain, created_at)
       select 800000000 + g, $1, 'filler' || g || '.example', now()
         from generate_series(1, $2::int) g`,
      [demoId, DOMAIN_BLOCKS_LIMIT],
    );
    const over = await api(server.url, '/api/v1/domain_blocks', {
      token: demo,
      body: { domain: 'onemore.example' },
    });
    expect(over.status).toBe(422);
    expect(over.body).toEqual({ error: `You can block at most ${DOMAIN_BLOCKS_LIMIT} domains` });
    const again = await api(server.url, '/api/v1/domain_blocks', {
      token: demo,
      body: { domain: 'filler1.example' },
    });
    expect(again.status).toBe(200);
  });
});
