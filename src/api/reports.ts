import { normaliseReport, reportBody } from '../entities/report';
import type { Report, ReportDraft } from '../entities/types';
import { mapResult, type ApiClient, type ApiResult } from './client';

/** POST /api/v1/reports. */
export async function submitReport(
  client: ApiClient,
  draft: ReportDraft,
): Promise<ApiResult<Report>> {
  return mapResult(
    await client.request('POST', '/api/v1/reports', { json: reportBody(draft) }),
    normaliseReport,
  );
}
