import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { MIGRATIONS } from './schema';
import { yieldingBetweenQueries } from './yielding';

/** What both the database and a transaction offer. */
export type Queryable = Pick<Transaction, 'query' | 'exec'>;
export type Database = PGlite;

export async function rows<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}

export async function one<T>(
  db: Queryable,
  sql: string,
  params: unknown[] = [],
): Promise<T | undefined> {
  return (await db.query<T>(sql, params)).rows[0];
}

/** Runs fn in a transaction when given the database, or inside the caller's transaction. */
export async function inTransaction<T>(
  db: Queryable,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  if (db instanceof PGlite) return db.transaction((tx) => fn(tx));
  return fn(db);
}

async function open(dir: string): Promise<PGlite> {
  // bigint comes back as a string: ids are snowflakes that do not fit in a double.
  const db = await PGlite.create(dir, {
    relaxedDurability: true,
    parsers: { [types.INT8]: (v) => v },
  });
  return yieldingBetweenQueries(db);
}

async function migrate(db: Queryable): Promise<void> {
  await db.exec(
    'create table if not exists schema_migrations (id integer primary key, applied_at timestamptz not null default now())',
  );
  const applied = new Set(
    (await rows<{ id: number }>(db, 'select id from schema_migrations')).map((r) => r.id),
  );
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.id)) continue;
    await inTransaction(db, async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    });
  }
}

/**
 * A fresh PostgreSQL cluster costs seconds of initdb. Tests and browser tests start many servers
 * on empty data directories, so a migrated empty cluster is kept once in the temp directory and
 * copied (about 0.1 s). SANDBOX_PG_TEMPLATE=0 turns this off.
 */
function templatePath(): string {
  const key = createHash('sha256')
    .update(JSON.stringify(MIGRATIONS))
    .update(process.version)
    .digest('hex')
    .slice(0, 16);
  return join(tmpdir(), `kmyblue-sandbox-pg-${key}`);
}

async function prepareCluster(pgDir: string): Promise<void> {
  if (existsSync(join(pgDir, 'PG_VERSION'))) return;
  if (process.env.SANDBOX_PG_TEMPLATE === '0') return;
  const template = templatePath();
  if (!existsSync(join(template, 'PG_VERSION'))) {
    const building = `${template}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
    const db = await open(building);
    await migrate(db);
    await db.close();
    try {
      await rename(building, template);
    } catch {
      // Another process finished first; its copy is as good as ours.
      await rm(building, { recursive: true, force: true });
    }
  }
  await mkdir(pgDir, { recursive: true });
  await cp(template, pgDir, { recursive: true });
  copiedFromTemplate.add(pgDir);
}

const copiedFromTemplate = new Set<string>();

export async function openDatabase(dataDir: string): Promise<Database> {
  const pgDir = join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  await prepareCluster(pgDir);
  let db: PGlite;
  try {
    db = await open(pgDir);
  } catch (error) {
    // A template from another PGlite build cannot be opened: fall back to a fresh cluster.
    if (!copiedFromTemplate.has(pgDir)) throw error;
    await rm(templatePath(), { recursive: true, force: true });
    await rm(pgDir, { recursive: true, force: true });
    db = await open(pgDir);
  }
  await migrate(db);
  return db;
}
