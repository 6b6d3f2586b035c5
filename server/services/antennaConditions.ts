/**
 * An antenna's conditions and exclusions: accounts, domains, tags and keywords, each a row with
 * an `exclude` flag. Adding and removing follow kmyblue's controllers, errors and caps.
 */
import { ANTENNA_CAPS, ANTENNA_KEYWORD_MIN_LENGTH, KEYWORD_MAX_CHARS } from '../config';
import { longerThan } from '../content/text';
import { rows, type Queryable } from '../db/database';
import { ApiError, notFound, validationFailed } from '../http/errors';
import { snowflakeNow } from '../ids';
import { checkAntennaLimit } from './antennas';
import { pagedSelect } from './paging';
import type { Page } from '../http/pagination';

export type ConditionKind = keyof typeof ANTENNA_CAPS;

const TABLES: Record<ConditionKind, { table: string; column: string; cast: string }> = {
  accounts: { table: 'antenna_accounts', column: 'account_id', cast: '::text' },
  domains: { table: 'antenna_domains', column: 'name', cast: '' },
  tags: { table: 'antenna_tags', column: 'name', cast: '' },
  keywords: { table: 'antenna_keywords', column: 'keyword', cast: '' },
};

/** What a duplicate answers: model validation for include rows, kmyblue's own for the rest. */
const DUPLICATE: Record<ConditionKind, { include: string; exclude: string }> = {
  accounts: { include: 'Account has already been taken', exclude: 'Duplicate account' },
  domains: { include: 'Name has already been taken', exclude: 'Duplicate domain' },
  tags: { include: 'Tag has already been taken', exclude: 'Duplicate tag' },
  keywords: { include: 'Duplicate keyword', exclude: 'Duplicate keyword' },
};

/** kmyblue answers the per-antenna caps in Japanese, even in English. */
const CAP_MESSAGE: Record<ConditionKind, string> = {
  accounts: 'アカウントの登録数が上限に達しています',
  domains: 'ドメインの登録数が上限に達しています',
  tags: 'ハッシュタグの登録数が上限に達しています',
  keywords: 'キーワードの登録数が上限に達しています',
};

export interface AntennaRef {
  id: string;
  ownerId: string;
}

/** The values of one kind, included or excluded, in the order they were added. */
export async function conditionValues(
  db: Queryable,
  antennaId: string,
  kind: ConditionKind,
  exclude: boolean,
): Promise<string[]> {
  const { table, column, cast } = TABLES[kind];
  const found = await rows<{ value: string }>(
    db,
    `select ${column}${cast} as value from ${table} where antenna_id = $1 and exclude = $2 order by id`,
    [antennaId, exclude],
  );
  return found.map((r) => r.value);
}

/** A page of an antenna's (excluded) accounts, by the rows' ids. */
export function conditionAccountPage(
  db: Queryable,
  antennaId: string,
  exclude: boolean,
  page: Page,
): Promise<{ id: string; member: string }[]> {
  return pagedSelect<{ id: string; member: string }>(
    db,
    page,
    'select x.id, x.account_id as member from antenna_accounts x where x.antenna_id = $1 and x.exclude = $2',
    [antennaId, exclude],
  );
}

/**
 * Whether kmyblue re-saves (and so re-validates) the antenna: every keyword and exclusion call,
 * and the first addition or last removal of included accounts, domains and tags.
 */
const resaves = (kind: ConditionKind, exclude: boolean, before: number, after: number) =>
  exclude || kind === 'keywords' || (before === 0) !== (after === 0);

/** Tags compare without case, as tag names do; everything else exactly. */
const sameValue = (kind: ConditionKind, a: string, b: string): boolean =>
  kind === 'tags' ? a.toLowerCase() === b.toLowerCase() : a === b;

async function checkAccounts(db: Queryable, ids: string[]): Promise<void> {
  const known = await rows(db, 'select id from accounts where id = any($1::bigint[])', [ids]);
  if (known.length !== new Set(ids).size) throw notFound();
}

export async function addConditions(
  db: Queryable,
  antenna: AntennaRef,
  kind: ConditionKind,
  exclude: boolean,
  values: string[],
): Promise<void> {
  const cap = ANTENNA_CAPS[kind][exclude ? 'exclude' : 'include'];
  // The cheap checks first: too many values at once, or one too long, is refused unread.
  if (values.length > cap) throw new ApiError(422, CAP_MESSAGE[kind]);
  if (values.some((value) => longerThan(value, KEYWORD_MAX_CHARS)))
    throw validationFailed(`Value is too long (maximum is ${KEYWORD_MAX_CHARS} characters)`);
  if (kind === 'accounts') await checkAccounts(db, values);
  const existing = await conditionValues(db, antenna.id, kind, exclude);
  const next = [...existing];
  for (const value of values) {
    if (next.some((v) => sameValue(kind, v, value))) {
      const message = DUPLICATE[kind][exclude ? 'exclude' : 'include'];
      throw kind === 'keywords' || exclude ? new ApiError(422, message) : validationFailed(message);
    }
    if (kind === 'keywords' && !exclude && value.length < ANTENNA_KEYWORD_MIN_LENGTH)
      throw new ApiError(422, 'Keyword is too short');
    next.push(value);
  }
  if (next.length > cap) throw new ApiError(422, CAP_MESSAGE[kind]);
  if (resaves(kind, exclude, existing.length, next.length))
    await checkAntennaLimit(db, antenna.ownerId);
  const { table, column } = TABLES[kind];
  for (const value of next.slice(existing.length)) {
    await db.query(
      `insert into ${table} (id, antenna_id, ${column}, exclude) values ($1, $2, $3, $4)`,
      [snowflakeNow(), antenna.id, value, exclude],
    );
  }
}

export async function removeConditions(
  db: Queryable,
  antenna: AntennaRef,
  kind: ConditionKind,
  exclude: boolean,
  values: string[],
): Promise<void> {
  const existing = await conditionValues(db, antenna.id, kind, exclude);
  const gone = existing.filter((v) => values.some((value) => sameValue(kind, v, value)));
  if (resaves(kind, exclude, existing.length, existing.length - gone.length))
    await checkAntennaLimit(db, antenna.ownerId);
  const { table, column, cast } = TABLES[kind];
  await db.query(
    `delete from ${table} where antenna_id = $1 and exclude = $2 and ${column}${cast} = any($3::text[])`,
    [antenna.id, exclude, gone],
  );
}
