/** The reader's own profile: read as written, and saved (multipart update_credentials). */
import { fetchProfileSource, updateProfile } from '../../api/profiles';
import type { ProfileChanges, ProfileSource } from '../../entities/types';
import { entitiesReceived } from '../entities';
import { clientOf, createAppAsyncThunk } from '../thunk';

/** The bio and fields as written, for the editor; the account comes in fresh too. */
export const loadProfileSource = createAppAsyncThunk<ProfileSource, undefined>(
  'accounts/loadProfileSource',
  async (_: undefined, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await fetchProfileSource(clientOf(getState(), extra));
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    return result.value.source;
  },
);

/**
 * Saves the profile. The answer replaces the reader's account everywhere at once (the name on
 * their own posts, the navigation), through entitiesReceived.
 */
export const saveProfile = createAppAsyncThunk<ProfileSource, ProfileChanges>(
  'accounts/saveProfile',
  async (changes, { getState, extra, dispatch, rejectWithValue }) => {
    const result = await updateProfile(clientOf(getState(), extra), changes);
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(entitiesReceived(result.value.bundle));
    return result.value.source;
  },
);
