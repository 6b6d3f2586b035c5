import type { ApiAccountJSON } from './accounts';

/** Why an account is reported (Mastodon's Report#category). */
export const REPORT_CATEGORIES = ['spam', 'legal', 'violation', 'other'] as const;
export type ApiReportCategory = (typeof REPORT_CATEGORIES)[number];

/** POST /api/v1/reports. */
export interface ApiReportBody {
  account_id?: string;
  status_ids: string[];
  comment: string;
  forward: boolean;
  category?: string;
  rule_ids: string[];
}

export interface ApiReportJSON {
  id: string;
  action_taken: boolean;
  action_taken_at: string | null;
  category: ApiReportCategory;
  comment: string;
  forwarded: boolean;
  created_at: string;
  status_ids: string[] | null;
  rule_ids: string[] | null;
  target_account: ApiAccountJSON;
}
