/** Thunks that open the composer on something: a quote, an edit, a re-draft, a mention. */
import { deleteStatusForRedraft, fetchStatus, fetchStatusSource } from '../../api/statuses';
import type { Account, MediaAttachment, Status } from '../../entities/types';
import { refusalShown } from '../alerts/alerts';
import { composeFocusRequested } from './composer';
import { selectIsUploading } from './composerSelectors';
import { composeChanged, composeLoaded, composeQuoteStarted, type ComposeMedia } from './draft';
import { selectDraft } from './draftSelectors';
import type { PollDraft } from './composePoll';
import type { ComposePrivacyOrBanned } from './composePrivacy';
import { quoteRefusal } from './composeQuote';
import { POLL_EXPIRY_CHOICES_S } from '../constants';
import { entitiesReceived } from '../entities';
import { removeStatuses } from '../statuses/removalActions';
import { selectMeId, selectStatus } from '../selectors';
import { clientOf, createAppAsyncThunk } from '../thunk';
import type { AppDispatch, RootState } from '../index';

/** Refused with one of the four messages, else the draft quotes it. */
export const startQuote =
  (statusId: string) => (dispatch: AppDispatch, getState: () => RootState) => {
    const state = getState();
    const status = selectStatus(state, statusId);
    if (!status) return false;
    const draft = selectDraft(state);
    const refusal = quoteRefusal({
      isUploading: selectIsUploading(state),
      mediaCount: draft.media.length,
      hasPoll: draft.poll !== null,
      quotedStatusId: draft.quotedStatusId,
      approval: status.quoteApproval,
      isOwn: status.accountId === selectMeId(state),
    });
    if (refusal) {
      dispatch(refusalShown(refusal));
      return false;
    }
    dispatch(
      composeQuoteStarted({
        statusId,
        sensitive: status.sensitive,
        spoilerText: status.spoilerText,
        quotedVisibility: status.visibility,
      }),
    );
    return true;
  };

/** '@acct ' prefilled. */
export const startMention = (account: Pick<Account, 'acct'>) => (dispatch: AppDispatch) => {
  dispatch(composeChanged({ text: `@${account.acct} ` }));
  dispatch(composeFocusRequested());
};

/** A direct message: '@acct ' and direct privacy. */
export const startDirect = (account: Pick<Account, 'acct'>) => (dispatch: AppDispatch) => {
  dispatch(composeChanged({ text: `@${account.acct} `, privacy: 'direct' }));
  dispatch(composeFocusRequested());
};

/** Media already on the server, back in the draft (unattached unless on a post being edited). */
export const composeMediaOf = (media: MediaAttachment[], unattached: boolean): ComposeMedia[] =>
  media.map((m) => ({
    id: m.id,
    type: m.type,
    url: m.url,
    previewUrl: m.previewUrl,
    description: m.description ?? '',
    focus: m.focus,
    unattached,
  }));

/** The expiry choice nearest to what the poll had. */
function pollOf(status: Status): PollDraft | null {
  const poll = status.poll;
  if (!poll) return null;
  const seconds = poll.expiresAt
    ? (Date.parse(poll.expiresAt) - Date.parse(status.createdAt)) / 1000
    : 86_400;
  const expiresIn = POLL_EXPIRY_CHOICES_S.reduce((best, choice) =>
    Math.abs(choice - seconds) < Math.abs(best - seconds) ? choice : best,
  );
  return { options: poll.options.map((o) => o.title), expiresIn, multiple: poll.multiple };
}

function privacyOf(status: Status): ComposePrivacyOrBanned {
  if (status.visibility !== 'limited') return status.visibility;
  if (status.limitedScope === 'circle' || status.limitedScope === 'reply')
    return status.limitedScope;
  if (status.limitedScope === 'mutual') return 'mutual';
  return 'limited';
}

const draftOf = (status: Status, text: string, spoilerText: string, unattached: boolean) => ({
  text,
  spoiler: spoilerText.length > 0,
  spoilerText,
  sensitive: status.sensitive,
  markdown: status.markdown,
  privacy: privacyOf(status),
  searchability:
    status.searchability && status.searchability !== 'unsupported'
      ? status.searchability
      : 'private',
  language: status.language ?? 'en',
  inReplyToId: status.inReplyToId,
  media: composeMediaOf(status.mediaAttachments, unattached),
  poll: pollOf(status),
  quotedStatusId: status.quote?.quotedStatusId ?? null,
});

/**
 * Editing loads the status with its poll, media and quote; the composer shows 'Save'
 * and submitting PUTs it.
 */
export const startEdit = createAppAsyncThunk(
  'compose/startEdit',
  async (statusId: string, { getState, extra, dispatch, rejectWithValue }) => {
    const client = clientOf(getState(), extra);
    const [fresh, source] = await Promise.all([
      fetchStatus(client, statusId),
      fetchStatusSource(client, statusId),
    ]);
    if (!fresh.ok) return rejectWithValue(fresh.error, {});
    if (!source.ok) return rejectWithValue(source.error, {});
    dispatch(entitiesReceived(fresh.value.bundle));
    const status = fresh.value.status;
    dispatch(
      composeLoaded({
        ...draftOf(status, source.value.text, source.value.spoilerText, false),
        editId: status.id,
      }),
    );
    return status.id;
  },
);

/**
 * Delete & re-draft: the status goes (its media stay on the server, unattached) and the
 * draft gets everything back: text, media, poll, spoiler, privacy and reply.
 */
export const startRedraft = createAppAsyncThunk(
  'compose/startRedraft',
  async (statusId: string, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await deleteStatusForRedraft(clientOf(getState(), extra), statusId);
    if (!result.ok) return rejectWithValue(result.error, {});
    const { status, text } = result.value;
    dispatch(removeStatuses([statusId]));
    dispatch(
      composeLoaded({
        ...draftOf(status, text, status.spoilerText, true),
        editId: null,
        replyToLimited: status.visibility === 'limited' && status.inReplyToId !== null,
      }),
    );
    return statusId;
  },
);
