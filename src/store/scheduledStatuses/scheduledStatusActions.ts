/** The reader's scheduled posts: loaded by pages, moved, cancelled, and opened in the composer. */
import {
  cancelScheduledStatus,
  fetchScheduledStatuses,
  rescheduleStatus,
} from '../../api/scheduledStatuses';
import type { ScheduledStatus } from '../../entities/types';
import { composeLoaded } from '../compose/draft';
import { composeMediaOf } from '../compose/composeOpen';
import type { ComposePrivacyOrBanned } from '../compose/composePrivacy';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** The first page, or (more) the next by its Link URL. */
export const loadScheduledStatuses = createAppAsyncThunk(
  'scheduledStatuses/load',
  async ({ more = false }: { more?: boolean }, { getState, extra, rejectWithValue }) => {
    const state = getState();
    const url = more ? state.scheduledStatuses.next : null;
    if (more && !url) throw new Error('missing URL');
    const result = await fetchScheduledStatuses(clientOf(state, extra), url ?? undefined);
    // The page shows the failure in place of the list, with "Try again".
    if (!result.ok) return rejectWithValue(result.error, { skipAlert: true });
    return { items: result.value, next: result.links.next };
  },
);

/** PUT scheduled_at: only the time changes. */
export const changeScheduledTime = createAppAsyncThunk(
  'scheduledStatuses/changeTime',
  async (
    { id, scheduledAt }: { id: string; scheduledAt: string },
    { getState, extra, rejectWithValue },
  ) => {
    const result = await rescheduleStatus(clientOf(getState(), extra), id, scheduledAt);
    if (!result.ok) return rejectWithValue(result.error, {});
    return result.value;
  },
);

export const cancelScheduledPost = createAppAsyncThunk(
  'scheduledStatuses/cancel',
  async (id: string, { getState, extra, rejectWithValue }) => {
    const result = await cancelScheduledStatus(clientOf(getState(), extra), id);
    // Already published or cancelled elsewhere: it is gone either way.
    if (!result.ok && result.error.status !== 404) return rejectWithValue(result.error, {});
    return id;
  },
);

/** kmyblue's privacy shortcuts come back as they were requested. */
const privacyOf = (visibility: string): ComposePrivacyOrBanned =>
  visibility as ComposePrivacyOrBanned;

/**
 * Opens a scheduled post in the composer with its time. Saving schedules it anew and then
 * cancels this one, so a refusal leaves the old one as it was.
 */
export const editScheduledPost = (scheduled: ScheduledStatus) =>
  composeLoaded({
    text: scheduled.text,
    spoiler: scheduled.spoilerText.length > 0,
    spoilerText: scheduled.spoilerText,
    sensitive: scheduled.sensitive,
    markdown: scheduled.markdown,
    privacy: privacyOf(scheduled.visibility),
    circleId: scheduled.circleId,
    ...(scheduled.searchability ? { searchability: scheduled.searchability } : {}),
    ...(scheduled.language ? { language: scheduled.language } : {}),
    inReplyToId: scheduled.inReplyToId,
    media: composeMediaOf(scheduled.media, true),
    poll: scheduled.poll,
    quotedStatusId: scheduled.quotedStatusId,
    ...(scheduled.quotePolicy ? { quotePolicy: scheduled.quotePolicy } : {}),
    editId: null,
    scheduledAt: scheduled.scheduledAt,
    scheduledEditId: scheduled.id,
  });
