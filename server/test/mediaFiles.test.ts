import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, list, obj, startTestServer, type TestServer } from './helpers';

describe('seeded media files', () => {
  let server: TestServer;
  const urls = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer();
    const erin = obj((await api(server.url, '/api/v1/accounts/lookup?acct=erin')).body);
    const statuses = list(
      (
        await api(
          server.url,
          `/api/v1/accounts/${String(erin.id)}/statuses?only_media=true&limit=40`,
        )
      ).body,
    );
    for (const status of statuses) {
      for (const media of list(obj(status).media_attachments)) {
        const { type, url } = obj(media);
        if ((type === 'video' || type === 'audio') && typeof url === 'string') urls.set(type, url);
      }
    }
  });
  afterAll(() => server.close());

  it('seeds a WebM video and a WAV audio post, each with its type', async () => {
    const video = await fetch(urls.get('video') ?? '');
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect(new Uint8Array(await video.arrayBuffer()).subarray(0, 4)).toEqual(
      new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]),
    );
    const audio = await fetch(urls.get('audio') ?? '');
    expect(audio.headers.get('content-type')).toBe('audio/wav');
    expect(new TextDecoder().decode((await audio.arrayBuffer()).slice(8, 12))).toBe('WAVE');
  });

  it('answers a byte range, so browsers can seek', async () => {
    const url = urls.get('video') ?? '';
    const whole = await fetch(url);
    const size = (await whole.arrayBuffer()).byteLength;
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await fetch(url, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(8);
    const past = await fetch(url, { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
  });
});
