/** Reports: checked as Mastodon's Report model and ReportService check them, then stored. */
import { REPORT_CATEGORIES, type ApiReportBody, type ApiReportCategory } from '../../src/api/types';
import { one, rows, type Queryable } from '../db/database';
import { RULES } from '../db/seedAbout';
import { notFound, validationFailed } from '../http/errors';
import { isId, snowflakeNow } from '../ids';

export const REPORT_COMMENT_MAX = 1000;

export interface ReportRow {
  id: string;
  target_account_id: string;
  status_ids: string[];
  rule_ids: string[];
  comment: string;
  category: ApiReportCategory;
  forwarded: boolean;
  created_at: Date;
}

const isCategory = (value: string): value is ApiReportCategory =>
  (REPORT_CATEGORIES as readonly string[]).includes(value);

/** Rule ids make a report a violation whatever category was given (Mastodon's docs). */
function categoryOf(body: ApiReportBody): ApiReportCategory {
  if (body.rule_ids.length) return 'violation';
  const category = body.category || 'other';
  if (!isCategory(category)) throw validationFailed('Category is not included in the list');
  return category;
}

export async function createReport(
  db: Queryable,
  reporterId: string,
  body: ApiReportBody,
): Promise<ReportRow> {
  const targetId = body.account_id;
  if (!targetId || !isId(targetId)) throw notFound();
  const target = await one<{ id: string }>(db, 'select id from accounts where id = $1', [targetId]);
  if (!target) throw notFound();
  const category = categoryOf(body);
  // Rails' length validation counts code points, not UTF-16 units nor graphemes.
  if (Array.from(body.comment).length > REPORT_COMMENT_MAX)
    throw validationFailed(`Comment is too long (maximum is ${REPORT_COMMENT_MAX} characters)`);
  const known = new Set(RULES.map((rule) => rule.id));
  const ruleIds = [...new Set(body.rule_ids)];
  if (category === 'violation' && (!ruleIds.length || !ruleIds.every((id) => known.has(id))))
    throw validationFailed('Rule ids does not reference valid rules');
  // Every reported post must be the target's: Mastodon looks them up among its statuses.
  const statusIds = [...new Set(body.status_ids)];
  if (!statusIds.every(isId)) throw notFound();
  const found = await rows<{ id: string }>(
    db,
    'select id from statuses where account_id = $1 and id = any($2::bigint[])',
    [targetId, statusIds],
  );
  if (found.length !== statusIds.length) throw notFound();
  const row = await one<ReportRow>(
    db,
    `insert into reports (id, account_id, target_account_id, status_ids, rule_ids, comment,
       category, forwarded, created_at)
     values ($1, $2, $3, $4::bigint[], $5::text[], $6, $7, false, now())
     returning id, target_account_id, status_ids::text[] as status_ids, rule_ids, comment,
       category, forwarded, created_at`,
    [
      snowflakeNow(),
      reporterId,
      targetId,
      statusIds,
      category === 'violation' ? ruleIds : [],
      body.comment,
      category,
    ],
  );
  if (!row) throw new Error('report not stored');
  return row;
}
