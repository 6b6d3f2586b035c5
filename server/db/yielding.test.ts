import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

describe('the database yields between queries', () => {
  let dataDir: string;
  let db: Database;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kmyblue-yielding-test-'));
    db = await openDatabase(dataDir);
  });
  afterAll(async () => {
    await db.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lets pending I/O and timers run before each query, in a transaction too', async () => {
    const turns: string[] = [];
    setImmediate(() => turns.push('before the query'));
    await db.query('select 1');
    expect(turns).toEqual(['before the query']);
    const answer = await db.transaction(async (tx) => {
      setImmediate(() => turns.push('inside the transaction'));
      const { rows } = await tx.query<{ n: number }>('select 2 as n');
      await tx.exec('select 3');
      return rows[0]?.n;
    });
    expect(answer).toBe(2);
    expect(turns).toEqual(['before the query', 'inside the transaction']);
  });

  it('still answers and rolls back as before', async () => {
    await db.exec('create table yielding_probe (n int)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into yielding_probe values (1)');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(
      (await db.query<{ c: number }>('select count(*)::int as c from yielding_probe')).rows,
    ).toEqual([{ c: 0 }]);
  });
});
