/**
 * A data directory ready to serve: its database, migrated and seeded, and its files.
 *
 * Seeding the demo data is about 2,300 queries, seconds of work, and the tests and browser
 * tests start a sandbox per file. So an empty data directory gets a copy of a seeded one kept
 * in the system temp directory (`kmyblue-sandbox-seeded-<hash>`, the hash taken over the
 * server's source, so a change to it seeds anew), and every time in the copy is moved forward by
 * the time since it was seeded: the copy is as if seeded now. Ids keep the time they were made
 * at, which only places every seeded row before anything made afterwards, as seeding now would.
 * SANDBOX_PG_TEMPLATE=0 seeds every data directory from scratch.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemDir } from '../media/files';
import { openDatabase, rows, type Database, type Queryable } from './database';
import { seed, seedIfEmpty } from './seed';
import { ensureDefaultFiles } from './seedMedia';

const SERVER_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
const SEEDED_AT_FILE = 'seeded-at';

/** The server's own source (tests aside): what the seeded data could depend on. */
function sourceDigest(): string {
  const hash = createHash('sha256').update(process.version);
  const files = readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.split(/[\\/]/).includes('test'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(join(SERVER_DIR, file)));
  return hash.digest('hex').slice(0, 16);
}

const templateDir = () => join(tmpdir(), `kmyblue-sandbox-seeded-${sourceDigest()}`);

/** Builds the seeded template once; another process building it at the same time is fine. */
async function seededTemplate(): Promise<string> {
  const template = templateDir();
  if (existsSync(join(template, SEEDED_AT_FILE))) return template;
  const building = `${template}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  const db = await openDatabase(building);
  const filesDir = systemDir(building);
  await ensureDefaultFiles(filesDir);
  const seededAt = Date.now();
  await seed(db, filesDir, seededAt);
  await db.close();
  await writeFile(join(building, SEEDED_AT_FILE), String(seededAt));
  try {
    await rename(building, template);
  } catch {
    // Another process finished first; its copy is as good as ours.
    await rm(building, { recursive: true, force: true });
  }
  return template;
}

/** Moves every time in the database forward by `ms`, in one transaction. */
export async function shiftTimes(db: Database, ms: number): Promise<void> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type like 'timestamp%'
     order by table_name, column_name`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) {
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  await db.transaction(async (tx: Queryable) => {
    for (const [table, names] of byTable) {
      const sets = names.map((name) => `"${name}" = "${name}" + make_interval(secs => $1)`);
      await tx.query(`update "${table}" set ${sets.join(', ')}`, [ms / 1000]);
    }
  });
}

/**
 * Opens the data directory's database, seeded: an existing one as it is, an empty one from the
 * seeded template (or seeded from scratch when templates are off), as if seeded at `now`. Says
 * whether it seeded.
 */
export async function openSandboxData(
  dataDir: string,
  now = Date.now(),
): Promise<{ db: Database; seeded: boolean }> {
  const filesDir = systemDir(dataDir);
  const pgDir = join(dataDir, 'pg');
  if (process.env.SANDBOX_PG_TEMPLATE !== '0' && !existsSync(join(pgDir, 'PG_VERSION'))) {
    const template = await seededTemplate();
    const seededAt = Number(await readFile(join(template, SEEDED_AT_FILE), 'utf8'));
    await cp(join(template, 'pg'), pgDir, { recursive: true });
    await cp(systemDir(template), filesDir, { recursive: true });
    const db = await openDatabase(dataDir);
    await shiftTimes(db, now - seededAt);
    return { db, seeded: true };
  }
  const db = await openDatabase(dataDir);
  await ensureDefaultFiles(filesDir);
  return { db, seeded: await seedIfEmpty(db, filesDir, now) };
}
