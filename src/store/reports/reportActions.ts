/**
 * The report flow's calls. The flow's steps live in its dialog; only what the server says goes
 * through here, and a failure alerts (SPEC §8).
 */
import { fetchAccountStatuses } from '../../api/accounts';
import { fetchServerRules } from '../../api/instanceAbout';
import { submitReport } from '../../api/reports';
import type { ReportDraft, Status } from '../../entities/types';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** The rules a report may say were broken. */
export const loadReportRules = createAppAsyncThunk(
  'reports/loadRules',
  async (_: void, { getState, extra, rejectWithValue }) => {
    const result = await fetchServerRules(clientOf(getState(), extra));
    if (!result.ok) return rejectWithValue(result.error, {});
    return result.value;
  },
);

/**
 * The account's recent posts without boosts, kept by the dialog alone: they are offered, not
 * shown in any timeline.
 */
export const loadReportableStatuses = createAppAsyncThunk(
  'reports/loadStatuses',
  async (accountId: string, { getState, extra, rejectWithValue }) => {
    const result = await fetchAccountStatuses(clientOf(getState(), extra), accountId, {
      excludeReblogs: true,
    });
    if (!result.ok) return rejectWithValue(result.error, {});
    const byId = new Map(result.value.bundle.statuses.map((status) => [status.id, status]));
    return result.value.items.flatMap((item): Status[] => {
      const status = typeof item === 'string' ? byId.get(item) : undefined;
      return status && status.accountId === accountId ? [status] : [];
    });
  },
);

export const fileReport = createAppAsyncThunk(
  'reports/submit',
  async (draft: ReportDraft, { getState, extra, rejectWithValue }) => {
    const result = await submitReport(clientOf(getState(), extra), draft);
    if (!result.ok) return rejectWithValue(result.error, {});
    return result.value;
  },
);
