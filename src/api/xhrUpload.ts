import type { UploadTransport } from './client';

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** Uploads with XMLHttpRequest, the one browser API that reports upload progress. */
export const xhrUpload: UploadTransport = (url, init, onProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', url);
    for (const [name, value] of Object.entries(init.headers ?? {})) {
      if (typeof value === 'string') xhr.setRequestHeader(name, value);
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const index = line.indexOf(':');
        if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
      }
      resolve(
        new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers,
        }),
      );
    });
    xhr.addEventListener('error', () => reject(new TypeError('Network error')));
    xhr.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
