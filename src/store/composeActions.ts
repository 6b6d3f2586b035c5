import { createStatus } from '../api/statuses';
import type { ApiStatusCreateBodyInput } from './composeBody';
import { buildStatusBody } from './composeBody';
import { alertShown } from './alerts';
import {
  composeReplyStarted,
  composeReset,
  composeSubmitFailed,
  composeSubmitStarted,
} from './compose';
import { isSubmittable } from './composeRules';
import { PUBLISHED_ALERT_DISMISS_MS } from './constants';
import { entitiesReceived } from './entities';
import { selectAccount, selectMe, selectStatus } from './selectors';
import { clientOf, createAppAsyncThunk } from './thunk';
import { timelineUpdated } from './timelines';
import { message } from '../i18n/text';
import type { AppDispatch, RootState } from './index';

/** SPEC §4 Reply: privacy, mentions and spoiler from the parent. */
export const replyStarted =
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

/** Posts the draft; on failure the draft stays as it was and the flag clears (SPEC §4). */
export const submitCompose = createAppAsyncThunk(
  'compose/submit',
  async (_: void, { getState, extra, dispatch, rejectWithValue }) => {
    const state = getState();
    const { compose } = state;
    if (compose.isSubmitting || !isSubmittable(compose.text, 0)) return null;
    dispatch(composeSubmitStarted());
    const input: ApiStatusCreateBodyInput = compose;
    const result = await createStatus(
      clientOf(state, extra),
      buildStatusBody(input),
      compose.idempotencyKey,
    );
    if (!result.ok) {
      dispatch(composeSubmitFailed());
      return rejectWithValue(result.error, {});
    }
    const { status, bundle } = result.value;
    dispatch(entitiesReceived(bundle));
    if (status.visibility !== 'direct') dispatch(timelineUpdated({ key: 'home', id: status.id }));
    dispatch(composeReset(getState().session.defaults));
    const acct = selectAccount(getState(), status.accountId)?.acct ?? '';
    dispatch(
      alertShown({
        title: '',
        message: message('compose.published.body', 'Post published.'),
        action: { label: message('alert.open', 'Open'), path: `/@${acct}/${status.id}` },
        dismissAfter: PUBLISHED_ALERT_DISMISS_MS,
        severity: 'info',
      }),
    );
    return status.id;
  },
);
