import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf } from '../services/accountCreation';
import {
  activeFilters,
  filterResults,
  inForce,
  type ActiveFilter,
  type FilterSubject,
} from '../services/filterMatching';
import { listFilters } from '../services/filters';
import { api, list, obj, startTestServer, tokenFor, type TestServer } from './helpers';

/** What a reader's filters say about each subject, with their compiled parts left out. */
const verdicts = (filters: ActiveFilter[], subjects: FilterSubject[]) =>
  subjects.map((subject) =>
    filterResults({ filters, linkedTexts: new Map(), profiles: new Map() }, subject),
  );

describe('filters compiled in slices', () => {
  let server: TestServer;
  let alice: string;
  beforeAll(async () => {
    server = await startTestServer();
    alice = await tokenFor(server.url, 'alice');
    for (let f = 0; f < 30; f++) {
      const made = await api(server.url, '/api/v2/filters', {
        token: alice,
        body: {
          title: `Slice ${String(f)}`,
          context: ['home'],
          filter_action: f % 3 === 0 ? 'hide' : 'warn',
          keywords_attributes: Array.from({ length: 8 }, (_, k) => ({
            keyword: `word${String(f)}x${String(k)}`,
            whole_word: k % 2 === 0,
          })),
        },
      });
      expect(made.status).toBe(200);
    }
  });
  afterAll(async () => {
    await (server as TestServer | undefined)?.close();
  });

  it('match exactly as the filters compiled at once', async () => {
    const aliceId = (await accountIdOf(server.db, 'alice'))!;
    const sliced = await activeFilters(server.db, aliceId);
    const atOnce = inForce(await listFilters(server.db, aliceId));
    expect(sliced.map((f) => f.json)).toEqual(atOnce.map((f) => f.json));
    const subjects: FilterSubject[] = ['word3x1 and WORD17X4', 'word3x20 only', 'nothing'].map(
      (text, i) => ({
        id: String(i + 1),
        account_id: aliceId,
        quote_of_id: null,
        reference_ids: [],
        follows_author: false,
        texts: ['', text],
      }),
    );
    const found = verdicts(sliced, subjects);
    expect(found).toEqual(verdicts(atOnce, subjects));
    expect(found.map((results) => results.map((r) => r.keyword_matches))).toEqual([
      [['word3x1'], ['word17x4']],
      [],
      [],
    ]);
  });

  it('mark a home page the same way', async () => {
    const posted = await api(server.url, '/api/v1/statuses', {
      token: await tokenFor(server.url, 'demo'),
      body: { status: 'About word5x2 today' },
    });
    expect(posted.status).toBe(200);
    const home = list((await api(server.url, '/api/v1/timelines/home', { token: alice })).body);
    const mine = home.map(obj).find((s) => s.id === obj(posted.body).id);
    expect(list(mine?.filtered).map((r) => obj(r).keyword_matches)).toEqual([['word5x2']]);
  });
});
