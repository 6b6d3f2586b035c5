import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPost, newContext, signIn, tokenFor, useSandbox, type Sandbox } from './harness';

interface MediaStatus {
  id: string;
  media_attachments: { type: string }[];
}

/** Erin's seeded video and audio posts (a real VP8 clip of 3 s and a WAV of 3 s). */
async function seededPlayerPosts(sandbox: Sandbox, token: string) {
  const get = async <T>(path: string): Promise<T> =>
    (await (
      await fetch(`${sandbox.url}${path}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as T;
  const erin = await get<{ id: string }>('/api/v1/accounts/lookup?acct=erin');
  const statuses = await get<MediaStatus[]>(
    `/api/v1/accounts/${erin.id}/statuses?only_media=true&limit=40`,
  );
  const find = (type: string) => {
    const found = statuses.find((s) => s.media_attachments.some((m) => m.type === type));
    if (!found) throw new Error(`no seeded ${type} post`);
    return found.id;
  };
  return { video: find('video'), audio: find('audio') };
}

/** A property of the media element inside a player. */
const media = (player: Locator, selector: string) => ({
  time: () => player.locator(selector).evaluate((e: HTMLMediaElement) => e.currentTime),
  paused: () => player.locator(selector).evaluate((e: HTMLMediaElement) => e.paused),
  muted: () => player.locator(selector).evaluate((e: HTMLMediaElement) => e.muted),
  volume: () => player.locator(selector).evaluate((e: HTMLMediaElement) => e.volume),
});

describe('video and audio players', () => {
  const env = useSandbox();
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // Demo boosts them, so both lead the home timeline (audio second, video first).
    const token = await tokenFor(env.sandbox, 'demo');
    const posts = await seededPlayerPosts(env.sandbox, token);
    await apiPost(env.sandbox, token, `/api/v1/statuses/${posts.audio}/reblog`, {});
    await apiPost(env.sandbox, token, `/api/v1/statuses/${posts.video}/reblog`, {});
    context = await newContext(env.browser);
    page = await context.newPage();
    await signIn(page, env.sandbox);
  });
  afterAll(async () => {
    await context.close();
  });

  const videoPlayer = () => page.getByRole('group', { name: 'Video player' }).first();
  const audioPlayer = () => page.getByRole('group', { name: 'Audio player' }).first();

  it('plays, pauses, seeks and mutes a video with the mouse', async () => {
    const player = videoPlayer();
    const video = media(player, 'video');
    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await expect.poll(video.time).toBeGreaterThan(0.2);
    await player.getByRole('button', { name: 'Pause' }).click();
    await player.getByRole('button', { name: 'Play' }).waitFor();
    expect(await video.paused()).toBe(true);

    // A click at four fifths of the seek bar goes to 2.4 s of the 3.
    const bar = player.getByRole('slider', { name: 'Seek' });
    const box = await bar.boundingBox();
    if (!box) throw new Error('no seek bar');
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height / 2);
    await expect.poll(video.time).toBeGreaterThan(2);
    expect(await player.locator('.player__time-current').innerText()).toBe('00:02');

    // A drag on the seek bar pauses while it lasts, then plays on.
    await player.getByRole('button', { name: 'Play' }).click();
    await page.mouse.move(box.x + box.width * 0.05, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 4 });
    expect(await video.paused()).toBe(true);
    await page.mouse.up();
    await expect.poll(video.paused).toBe(false);
    await player.getByRole('button', { name: 'Pause' }).click();

    await player.getByRole('button', { name: 'Mute' }).click();
    await player.getByRole('button', { name: 'Unmute' }).waitFor();
    expect(await video.muted()).toBe(true);
    await player.getByRole('button', { name: 'Unmute' }).click();
    expect(await video.muted()).toBe(false);

    // One click on the picture plays (after the double-click window).
    await player.locator('.player__surface').click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await player.locator('.player__surface').click();
    await player.getByRole('button', { name: 'Play' }).waitFor();

    // Hiding a playing video pauses it, and it stays here (no picture-in-picture).
    await player.getByRole('button', { name: 'Play' }).click();
    const article = page.getByRole('article').filter({ has: player });
    await article.getByRole('button', { name: 'Hide' }).click();
    await expect.poll(video.paused).toBe(true);
    expect(await page.getByRole('complementary', { name: 'Picture-in-picture' }).count()).toBe(0);
    await article.getByRole('button', { name: /Click to show/ }).click();
    await player.getByRole('button', { name: 'Play' }).waitFor();
  });

  it('answers the keys while it has focus', async () => {
    const player = videoPlayer();
    const video = media(player, 'video');
    await player.focus();
    await page.keyboard.press('j');
    expect(await video.time()).toBe(0);
    await page.keyboard.press('.');
    await expect.poll(video.time).toBeCloseTo(0.04, 2);
    await page.keyboard.press('ArrowRight');
    await expect.poll(video.time).toBe(3);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(video.time).toBe(0);

    await page.keyboard.press('k');
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await page.keyboard.press(' ');
    await player.getByRole('button', { name: 'Play' }).waitFor();

    await page.keyboard.press('m');
    expect(await video.muted()).toBe(true);
    await page.keyboard.press('m');
    expect(await video.muted()).toBe(false);
    const before = await video.volume();
    await page.keyboard.press('ArrowUp');
    expect(await video.volume()).toBeCloseTo(before + 0.15, 2);
    await page.keyboard.press('ArrowDown');
    expect(await video.volume()).toBeCloseTo(before, 2);

    await page.keyboard.press('f');
    await player.getByRole('button', { name: 'Exit full screen' }).waitFor();
    await page.keyboard.press('f');
    await player.getByRole('button', { name: 'Full screen' }).waitFor();
    // A double click goes full screen, and the single click it began never plays.
    await player.locator('.player__surface').dblclick();
    await player.getByRole('button', { name: 'Exit full screen' }).waitFor();
    expect(await video.paused()).toBe(true);
    await player.getByRole('button', { name: 'Exit full screen' }).click();
    await player.getByRole('button', { name: 'Full screen' }).waitFor();
  });

  it('plays an audio post', async () => {
    const player = audioPlayer();
    const audio = media(player, 'audio');
    await player.getByRole('button', { name: 'Play' }).click();
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await expect.poll(audio.time).toBeGreaterThan(0.2);
    await player.getByRole('button', { name: 'Pause' }).click();
  });

  it('moves a playing video to picture-in-picture when it scrolls away, keeping its time', async () => {
    const player = videoPlayer();
    const video = media(player, 'video');
    await player.focus();
    await page.keyboard.press('j');
    await player.getByRole('button', { name: 'Play' }).click();
    await expect.poll(video.time).toBeGreaterThan(0.5);

    await page.mouse.move(640, 450);
    await page.mouse.wheel(0, 2500);
    const pip = page.getByRole('complementary', { name: 'Picture-in-picture' });
    await pip.waitFor();
    expect(await video.paused()).toBe(true);
    const handedOver = await video.time();
    const inPip = media(pip, 'video');
    await expect.poll(inPip.time).toBeGreaterThan(handedOver);
    expect(await pip.getByRole('link', { name: 'Go back to the post' }).count()).toBe(1);
    await pip.getByRole('button', { name: 'Close' }).click();
    expect(await pip.count()).toBe(0);
  });
});
