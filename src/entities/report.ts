/** The report flow's request and the server's answer. */
import { REPORT_CATEGORIES, type ApiReportBody, type ApiReportJSON } from '../api/types';
import type { Report, ReportDraft } from './types';
import { oneOf, reader } from './validate';

/** Mastodon's limit on a report's comment. */
export const REPORT_COMMENT_MAX = 1000;

/**
 * POST /api/v1/reports: rules only for a violation (any rule makes a report one), forwarding
 * only for an account of another server, each post once.
 */
export function reportBody(draft: ReportDraft): ApiReportBody {
  const isViolation = draft.category === 'violation';
  return {
    account_id: draft.accountId,
    status_ids: [...new Set(draft.statusIds)],
    comment: draft.comment.slice(0, REPORT_COMMENT_MAX),
    forward: draft.isRemote && draft.forward,
    category: draft.category,
    rule_ids: isViolation ? [...new Set(draft.ruleIds)] : [],
  };
}

/** A violation needs at least one rule; the other categories are ready as they are. */
export const canLeaveCategoryStep = (draft: Pick<ReportDraft, 'category' | 'ruleIds'>): boolean =>
  draft.category !== 'violation' || draft.ruleIds.length > 0;

export function normaliseReport(json: unknown): Report {
  const r = reader<ApiReportJSON>(json, 'Report');
  return {
    id: r.string('id'),
    category: oneOf(r.json.category, REPORT_CATEGORIES, 'other'),
    forwarded: r.boolean('forwarded'),
  };
}

/** Mastodon 4.2 added the "legal" category; an older server refuses it. */
export function supportsLegalReports(version: string): boolean {
  const match = /^(\d+)\.(\d+)/.exec(version);
  if (!match) return false;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return major > 4 || (major === 4 && minor >= 2);
}

/** The steps of the report flow in order; rules only for a violation. */
export type ReportStep = 'category' | 'rules' | 'statuses' | 'comment' | 'done';

export function reportSteps(category: ReportDraft['category']): ReportStep[] {
  return category === 'violation'
    ? ['category', 'rules', 'statuses', 'comment', 'done']
    : ['category', 'statuses', 'comment', 'done'];
}
