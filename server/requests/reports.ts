/** The body of POST /api/v1/reports. */
import type { ApiReportBody } from '../../src/api/types';
import { asParams, optBool, optString, stringList } from '../http/params';

export function parseReportBody(raw: unknown): ApiReportBody {
  const body = asParams(raw);
  return {
    account_id: optString(body, 'account_id'),
    status_ids: stringList(body, 'status_ids'),
    comment: optString(body, 'comment') ?? '',
    forward: optBool(body, 'forward') ?? false,
    category: optString(body, 'category'),
    rule_ids: stringList(body, 'rule_ids'),
  };
}
