import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rows, type Database } from '../db/database';
import { openSandboxData, shiftTimes } from '../db/sandboxData';
import { systemDir } from '../media/files';

const MINUTE = 60_000;

describe('a new data directory, from the seeded template', () => {
  const opened: { db: Database; dir: string }[] = [];
  const open = async (now?: number) => {
    const dir = await mkdtemp(join(tmpdir(), 'kmyblue-sandbox-data-test-'));
    const { db, seeded } = await openSandboxData(dir, now);
    opened.push({ db, dir });
    return { db, dir, seeded };
  };
  afterAll(async () => {
    for (const { db, dir } of opened) {
      await db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  const newestPost = async (db: Database) =>
    (await rows<{ at: Date }>(db, 'select max(created_at) as at from statuses'))[0]!.at.getTime();

  it('is seeded as if at the time it is opened, with the same posts and files each time', async () => {
    const first = await open();
    const later = Date.now() + 5 * 60 * MINUTE;
    const second = await open(later);
    expect(first.seeded).toBe(true);
    expect(second.seeded).toBe(true);
    // The newest seeded post is minutes older than the time it was opened at.
    for (const [{ db }, at] of [
      [first, Date.now()],
      [second, later],
    ] as const) {
      const age = at - (await newestPost(db));
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(20 * MINUTE);
    }
    const ids = (db: Database) =>
      rows<{ id: string }>(db, 'select id from statuses order by id').then((r) =>
        r.map((x) => x.id),
      );
    expect(await ids(second.db)).toEqual(await ids(first.db));
    const [account] = await rows<{ avatar_path: string }>(
      second.db,
      "select avatar_path from accounts where username = 'demo'",
    );
    expect(existsSync(join(systemDir(second.dir), account!.avatar_path))).toBe(true);
  });

  it('moves every time forward together', async () => {
    const { db } = await open();
    const times = async () =>
      rows<{ created_at: Date; expires_at: Date | null }>(
        db,
        'select s.created_at, p.expires_at from statuses s join polls p on p.status_id = s.id order by s.id',
      );
    const before = await times();
    expect(before.length).toBeGreaterThan(0);
    await shiftTimes(db, 90 * MINUTE);
    const after = await times();
    after.forEach((row, i) => {
      expect(row.created_at.getTime() - before[i]!.created_at.getTime()).toBe(90 * MINUTE);
      if (row.expires_at)
        expect(row.expires_at.getTime() - before[i]!.expires_at!.getTime()).toBe(90 * MINUTE);
    });
  });
});
