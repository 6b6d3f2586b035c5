import { createStatus, editStatus } from '../../api/statuses';
import { alertShown } from '../alerts/alerts';
import { composeSubmitFailed, composeSubmitStarted, composeTagHistoryChanged } from './composer';
import { selectIsSubmitting, selectIsUploading, selectTagHistory } from './composerSelectors';
import { composeReplyStarted, composeReset } from './draft';
import { selectDraft } from './draftSelectors';
import { addTagsToHistory, hashtagsIn } from './autocompleteRules';
import { buildStatusBody } from '../../entities/statusRequest';
import { COMPOSE_MESSAGES } from './composeMessages';
import { shouldStayPrivacy } from './composePrivacy';
import { isSubmittable } from './composeRules';
import { PUBLISHED_ALERT_DISMISS_MS } from '../constants';
import { entitiesReceived } from '../entities';
import {
  selectAccount,
  selectHasMarkdown,
  selectHasSearchability,
  selectMe,
  selectPostingDefaults,
  selectStatus,
} from '../selectors';
import { defaultPrivacyChanged } from '../session/session';
import { settingChanged } from '../session/settings';
import { VISIBILITIES } from '../../entities/values';
import { clientOf, createAppAsyncThunk } from '../thunk';
import { timelineUpdated } from '../timelines/timelines';
import { message } from '../../i18n/text';
import type { AppDispatch, RootState } from '../index';

export { startDirect, startEdit, startMention, startQuote, startRedraft } from './composeOpen';

/** Privacy, mentions and spoiler from the parent. */
export const startReply =
  (statusId: string) => (dispatch: AppDispatch, getState: () => RootState) => {
    const state = getState();
    const status = selectStatus(state, statusId);
    if (!status) return;
    const author = selectAccount(state, status.accountId);
    const me = selectMe(state);
    dispatch(
      composeReplyStarted({
        statusId,
        parentVisibility: status.visibility,
        spoilerText: status.spoilerText,
        mentionAccts: [author?.acct ?? '', ...status.mentions.map((m) => m.acct)].filter(Boolean),
        meAcct: me?.acct ?? null,
        defaultPrivacy: state.session.defaults.privacy,
      }),
    );
  };

/**
 * Posts the draft, or saves it when editing (PUT). On failure the draft stays as it was and
 * the flag clears; on success it resets to the defaults.
 */
export const submitCompose = createAppAsyncThunk(
  'compose/submit',
  async (_: void, { getState, extra, dispatch, rejectWithValue }) => {
    const state = getState();
    const draft = selectDraft(state);
    if (selectIsSubmitting(state) || selectIsUploading(state) || draft.privacy === 'banned')
      return null;
    if (!isSubmittable(draft.text, draft.media.length)) return null;
    dispatch(composeSubmitStarted());
    const body = buildStatusBody(draft, {
      hasMarkdown: selectHasMarkdown(state),
      hasSearchability: selectHasSearchability(state),
    });
    const client = clientOf(state, extra);
    if (draft.scheduledAt !== null && !draft.editId) {
      // Scheduling's code loads with the first post scheduled.
      const { scheduleDraft, scheduleProblem } = await import('./composeSchedule');
      // The composer says what is wrong with the time; nothing goes until it is right.
      if (!body.scheduled_at || scheduleProblem(body.scheduled_at, Date.now())) {
        dispatch(composeSubmitFailed());
        return null;
      }
      const scheduled = await scheduleDraft(client, dispatch, draft, {
        ...body,
        scheduled_at: body.scheduled_at,
      });
      if (!scheduled.ok) {
        dispatch(composeSubmitFailed());
        return rejectWithValue(scheduled.error, {});
      }
      dispatch(composeReset(selectPostingDefaults(getState())));
      return null;
    }
    const result = draft.editId
      ? await editStatus(client, draft.editId, body, draft.idempotencyKey)
      : await createStatus(client, body, draft.idempotencyKey);
    if (!result.ok) {
      dispatch(composeSubmitFailed());
      return rejectWithValue(result.error, {});
    }
    const { status, bundle } = result.value;
    dispatch(entitiesReceived(bundle));
    if (!draft.editId && status.visibility !== 'direct')
      dispatch(timelineUpdated({ key: 'home', id: status.id }));
    const tags = hashtagsIn(draft.text);
    if (tags.length)
      dispatch(composeTagHistoryChanged(addTagsToHistory(selectTagHistory(state), tags)));
    if (draft.language) {
      const used = state.settings.frequentlyUsedLanguages[draft.language] ?? 0;
      dispatch(
        settingChanged({ path: ['frequentlyUsedLanguages', draft.language], value: used + 1 }),
      );
    }
    const chosen = VISIBILITIES.find((v) => v === draft.privacy);
    if (chosen && shouldStayPrivacy(state.settings.stayPrivacy, draft.inReplyToId))
      dispatch(defaultPrivacyChanged(chosen));
    // Opened from a scheduled post and published now: the scheduled one is done with.
    if (draft.scheduledEditId) {
      const { cancelScheduledPost } = await import('./composeSchedule');
      void dispatch(cancelScheduledPost(draft.scheduledEditId));
    }
    dispatch(composeReset(selectPostingDefaults(getState())));
    const acct = selectAccount(getState(), status.accountId)?.acct ?? '';
    dispatch(
      alertShown({
        title: '',
        message: draft.editId ? COMPOSE_MESSAGES.saved : COMPOSE_MESSAGES.published,
        action: { label: message('alert.open', 'Open'), path: `/@${acct}/${status.id}` },
        dismissAfter: PUBLISHED_ALERT_DISMISS_MS,
        severity: 'info',
      }),
    );
    return status.id;
  },
);
