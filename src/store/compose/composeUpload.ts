/** Media for the draft: upload with progress, processing polls, description, focus, thumbnail. */
import { fetchMedia, updateMedia, uploadMedia, uploadThumbnail } from '../../api/media';
import type { ApiError } from '../../api/client';
import type { MediaAttachment } from '../../entities/types';
import { refusalShown } from '../alerts/alerts';
import {
  composeThumbnailProgressed,
  composeUploadFailed,
  composeUploadProcessingStarted,
  composeUploadProgressed,
  composeUploadStarted,
} from './composer';
import { selectPendingUploads } from './composerSelectors';
import { composeMediaChanged, composeMediaUploaded, type ComposeMedia } from './draft';
import { selectDraft } from './draftSelectors';
import {
  formatFocus,
  processingDelayMs,
  uploadBlockReason,
  uploadPercent,
} from './composeMediaRules';
import type { StoreDeps } from '../deps';
import { clientOf, createAppAsyncThunk } from '../thunk';
import type { ApiClient } from '../../api/client';

/** Processing that never ends is given up after this many polls. */
const MAX_PROCESSING_POLLS = 60;

const wait = (deps: StoreDeps, ms: number) =>
  deps.delay ? deps.delay(ms) : new Promise<void>((resolve) => setTimeout(resolve, ms));

const toComposeMedia = (media: MediaAttachment, previous?: ComposeMedia): ComposeMedia => ({
  id: media.id,
  type: media.type,
  url: media.url,
  previewUrl: media.previewUrl,
  description: previous?.description ?? media.description ?? '',
  focus: previous?.focus ?? media.focus,
  unattached: previous?.unattached ?? true,
});

/**
 * 202 means processing: poll GET v1/media/{id} after log2(attempt) s until it answers
 * 200; each 206 waits longer.
 */
async function untilProcessed(
  client: ApiClient,
  deps: StoreDeps,
  id: string,
): Promise<{ ok: true; media: MediaAttachment } | { ok: false; error: ApiError | null }> {
  for (let attempt = 1; attempt <= MAX_PROCESSING_POLLS; attempt++) {
    await wait(deps, processingDelayMs(attempt));
    const result = await fetchMedia(client, id);
    if (!result.ok) return { ok: false, error: result.error };
    if (!result.value.isProcessing) return { ok: true, media: result.value.media };
  }
  return { ok: false, error: null };
}

/** Adds files to the draft (the upload limits checked first), one upload after another. */
export const uploadFiles = createAppAsyncThunk(
  'compose/upload',
  async (files: File[], { getState, extra, dispatch, rejectWithValue }) => {
    const state = getState();
    const draft = selectDraft(state);
    const reason = uploadBlockReason({
      files: files.length,
      existing: draft.media.length,
      pending: selectPendingUploads(state),
      max: state.session.instance?.configuration.maxMediaAttachments ?? 4,
      hasQuote: draft.quotedStatusId !== null,
      hasPoll: draft.poll !== null,
    });
    if (reason) {
      dispatch(refusalShown(reason));
      return 0;
    }
    const client = clientOf(state, extra);
    const defaultSensitive = state.session.defaults.sensitive;
    dispatch(composeUploadStarted(files.length));
    let done = 0;
    let lastError: ApiError | null = null;
    for (const file of files) {
      const result = await uploadMedia(client, file, {
        onProgress: (loaded, total) =>
          dispatch(composeUploadProgressed(uploadPercent(loaded, total))),
      });
      if (!result.ok) {
        dispatch(composeUploadFailed());
        lastError = result.error;
        continue;
      }
      let media = result.value.media;
      if (result.value.isProcessing) {
        dispatch(composeUploadProcessingStarted());
        const processed = await untilProcessed(client, extra, media.id);
        if (!processed.ok) {
          dispatch(composeUploadFailed());
          lastError = processed.error;
          continue;
        }
        media = processed.media;
      }
      dispatch(composeMediaUploaded({ media: toComposeMedia(media), defaultSensitive }));
      done += 1;
    }
    if (lastError) return rejectWithValue(lastError, {});
    return done;
  },
);

/**
 * Description and focus ('x,y', 2 decimals). Unattached media are saved with PATCH at
 * once; media of a post being edited travel with the edit (media_attributes).
 */
export const describeMedia = createAppAsyncThunk(
  'compose/describeMedia',
  async (
    change: { id: string; description: string; focus: { x: number; y: number } | null },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const media = selectDraft(getState()).media.find((m) => m.id === change.id);
    if (!media) return null;
    const next = { ...media, description: change.description, focus: change.focus };
    dispatch(composeMediaChanged(next));
    if (!media.unattached) return null;
    const result = await updateMedia(clientOf(getState(), extra), media.id, {
      description: change.description,
      ...(change.focus ? { focus: formatFocus(change.focus) } : {}),
    });
    if (!result.ok) return rejectWithValue(result.error, {});
    return media.id;
  },
);

/** A custom thumbnail for video and audio (PUT v1/media/{id}, with progress). */
export const changeThumbnail = createAppAsyncThunk(
  'compose/changeThumbnail',
  async (
    { id, file }: { id: string; file: File },
    { getState, extra, dispatch, rejectWithValue },
  ) => {
    const media = selectDraft(getState()).media.find((m) => m.id === id);
    if (!media) return null;
    dispatch(composeThumbnailProgressed(0));
    const result = await uploadThumbnail(clientOf(getState(), extra), id, file, (loaded, total) =>
      dispatch(composeThumbnailProgressed(uploadPercent(loaded, total))),
    );
    dispatch(composeThumbnailProgressed(null));
    if (!result.ok) return rejectWithValue(result.error, {});
    dispatch(composeMediaChanged({ ...media, previewUrl: result.value.media.previewUrl }));
    return id;
  },
);
