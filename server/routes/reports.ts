/** POST /api/v1/reports: a reader reports an account (and some of its posts) to the moderators. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiReportJSON } from '../../src/api/types';
import { requireUser } from '../auth';
import { notFound } from '../http/errors';
import { parseReportBody } from '../requests/reports';
import { loadAccount } from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import { createReport } from '../services/reports';
import type { ServerState } from '../state';
import { withState } from './helpers';

async function fileReport(state: ServerState, request: FastifyRequest): Promise<ApiReportJSON> {
  const reporter = requireUser(request, 'write:reports');
  const report = await createReport(state.db, reporter, parseReportBody(request.body));
  const target = await loadAccount(await contextFor(state.db, request), report.target_account_id);
  if (!target) throw notFound();
  return {
    id: report.id,
    action_taken: false,
    action_taken_at: null,
    category: report.category,
    comment: report.comment,
    // Every account here is local: there is no other server to forward a report to.
    forwarded: report.forwarded,
    created_at: report.created_at.toISOString(),
    status_ids: report.status_ids,
    rule_ids: report.rule_ids,
    target_account: target,
  };
}

export function registerReports(app: FastifyInstance, state: ServerState): void {
  app.post('/api/v1/reports', withState(state)(fileReport));
}
