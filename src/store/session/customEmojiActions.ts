import { fetchCustomEmojis } from '../../api/instance';
import type { StoreDeps } from '../deps';
import type { AppDispatch, RootState } from '../index';
import { clientOf } from '../thunk';
import { customEmojisAsked, customEmojisFailed, customEmojisLoaded } from './session';

/**
 * The server's custom emoji list, asked for once a session: when the first screen is done (the
 * session's connection schedules it), or at once by a screen that shows emoji by their
 * shortcodes (the reaction deck), whichever comes first. A big server sends it as a megabyte of
 * JSON. When the request fails, the next screen that needs the list asks again; nothing is
 * said, as before: without the list, shortcodes show as text.
 */
export const loadCustomEmojis =
  () => async (dispatch: AppDispatch, getState: () => RootState, extra: StoreDeps) => {
    const { origin, customEmojiLoad } = getState().session;
    if (!origin || customEmojiLoad !== 'none') return;
    dispatch(customEmojisAsked());
    const emojis = await fetchCustomEmojis(clientOf(getState(), extra));
    // A session started meanwhile (another account or server) asks for its own.
    if (getState().session.origin !== origin) return;
    dispatch(emojis.ok ? customEmojisLoaded(emojis.value) : customEmojisFailed());
  };
