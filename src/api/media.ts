import { normaliseMediaAttachment } from '../entities/media';
import type { MediaAttachment } from '../entities/types';
import { mapResult, type ApiClient, type ApiResult } from './client';

export interface UploadOptions {
  description?: string;
  focus?: string;
  thumbnail?: Blob;
  onProgress?: (loaded: number, total: number) => void;
}

/** The result says whether the server is still processing the file (202, or 206 on a poll). */
export interface MediaResult {
  media: MediaAttachment;
  isProcessing: boolean;
}

const readMedia =
  (status: number) =>
  (json: unknown): MediaResult => ({
    media: normaliseMediaAttachment(json),
    isProcessing: status === 202 || status === 206,
  });

const withStatus = (result: ApiResult<unknown>): ApiResult<MediaResult> =>
  mapResult(result, readMedia(result.ok ? result.status : 0));

/** POST v2/media, multipart file, with upload progress. */
export async function uploadMedia(
  client: ApiClient,
  file: Blob,
  options: UploadOptions = {},
): Promise<ApiResult<MediaResult>> {
  const formData = new FormData();
  formData.append('file', file);
  if (options.description) formData.append('description', options.description);
  if (options.focus) formData.append('focus', options.focus);
  if (options.thumbnail) formData.append('thumbnail', options.thumbnail);
  return withStatus(
    await client.request('POST', '/api/v2/media', {
      formData,
      onUploadProgress: options.onProgress,
    }),
  );
}

/** GET v1/media/{id}, polled until 200. */
export async function fetchMedia(client: ApiClient, id: string): Promise<ApiResult<MediaResult>> {
  return withStatus(await client.request('GET', `/api/v1/media/${encodeURIComponent(id)}`));
}

/** PATCH v1/media/{id} with description and focus. */
export async function updateMedia(
  client: ApiClient,
  id: string,
  changes: { description?: string; focus?: string },
): Promise<ApiResult<MediaResult>> {
  return withStatus(
    await client.request('PATCH', `/api/v1/media/${encodeURIComponent(id)}`, { json: changes }),
  );
}

/** PUT v1/media/{id} with a thumbnail. */
export async function uploadThumbnail(
  client: ApiClient,
  id: string,
  thumbnail: Blob,
  onProgress?: (loaded: number, total: number) => void,
): Promise<ApiResult<MediaResult>> {
  const formData = new FormData();
  formData.append('thumbnail', thumbnail);
  return withStatus(
    await client.request('PUT', `/api/v1/media/${encodeURIComponent(id)}`, {
      formData,
      onUploadProgress: onProgress,
    }),
  );
}
