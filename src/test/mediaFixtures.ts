import type { ApiMediaAttachmentJSON } from '../api/types';

export function mediaJSON(overrides: Partial<ApiMediaAttachmentJSON> = {}): ApiMediaAttachmentJSON {
  const id = overrides.id ?? '77';
  return {
    id,
    type: 'image',
    url: `https://sandbox.example/system/${id}.png`,
    preview_url: `https://sandbox.example/system/${id}-small.png`,
    remote_url: null,
    meta: { original: { width: 30, height: 20 } },
    description: null,
    blurhash: null,
    ...overrides,
  };
}
