import { describe, expect, it } from 'vitest';
import {
  focusFromPoint,
  formatFocus,
  parseFocus,
  pointFromFocus,
  processingDelayMs,
  sensitiveAfterMediaAdded,
  sensitiveAfterMediaRemoved,
  sensitiveAfterSpoilerToggle,
  uploadBlockReason,
  uploadPercent,
} from './composeMediaRules';

describe('upload progress and processing', () => {
  it('reports percent, at most 100', () => {
    expect(uploadPercent(0, 200)).toBe(0);
    expect(uploadPercent(50, 200)).toBe(25);
    expect(uploadPercent(200, 200)).toBe(100);
    expect(uploadPercent(300, 200)).toBe(100);
    expect(uploadPercent(5, 0)).toBe(0);
  });
  it('waits log2(attempt) × 1 s between processing polls, growing with each 206', () => {
    expect(processingDelayMs(1)).toBe(0);
    expect(processingDelayMs(2)).toBe(1000);
    expect(processingDelayMs(4)).toBe(2000);
    expect(processingDelayMs(8)).toBe(3000);
    expect(processingDelayMs(3)).toBeCloseTo(1584.96, 1);
  });
});

describe('focus', () => {
  it("is sent as 'x,y' with 2 decimals", () => {
    expect(formatFocus({ x: 0.5, y: -0.333333 })).toBe('0.50,-0.33');
    expect(formatFocus({ x: 0, y: 1 })).toBe('0.00,1.00');
  });
  it("reads 'x,y', clamped to -1..1", () => {
    expect(parseFocus('0.25, -0.5')).toEqual({ x: 0.25, y: -0.5 });
    expect(parseFocus('2,-3')).toEqual({ x: 1, y: -1 });
    expect(parseFocus('0.1')).toBeNull();
    expect(parseFocus('a,b')).toBeNull();
    expect(parseFocus(',')).toBeNull();
  });
  it('maps a click on the picture to a focus and back', () => {
    expect(focusFromPoint(0.75, 0.25)).toEqual({ x: 0.5, y: 0.5 });
    expect(focusFromPoint(0, 1)).toEqual({ x: -1, y: -1 });
    expect(pointFromFocus({ x: 0.5, y: 0.5 })).toEqual({ fx: 0.75, fy: 0.25 });
  });
});

describe('upload limits', () => {
  const base = { files: 1, existing: 0, pending: 0, max: 4, hasQuote: false, hasPoll: false };
  const text = (r: ReturnType<typeof uploadBlockReason>) =>
    r === null ? null : typeof r === 'string' ? r : r.defaultMessage;
  it('allows files up to max_media_attachments, counting existing and pending', () => {
    expect(uploadBlockReason(base)).toBeNull();
    expect(uploadBlockReason({ ...base, files: 2, existing: 1, pending: 1 })).toBeNull();
    expect(text(uploadBlockReason({ ...base, files: 2, existing: 2, pending: 1 }))).toBe(
      'File upload limit exceeded.',
    );
  });
  it('refuses files with a quote or a poll', () => {
    expect(text(uploadBlockReason({ ...base, hasQuote: true }))).toBe(
      'File upload not allowed with quotes.',
    );
    expect(text(uploadBlockReason({ ...base, hasPoll: true }))).toBe(
      'File upload not allowed with polls.',
    );
  });
});

describe('sensitivity', () => {
  it('flips sensitive when the warning goes on with media, unless default_sensitive', () => {
    const s = { sensitive: false, spoiler: false, mediaCount: 1 };
    expect(sensitiveAfterSpoilerToggle(s, false)).toBe(true);
    expect(sensitiveAfterSpoilerToggle(s, true)).toBe(false);
    expect(sensitiveAfterSpoilerToggle({ ...s, mediaCount: 0 }, false)).toBe(false);
    expect(sensitiveAfterSpoilerToggle({ ...s, spoiler: true }, false)).toBe(false);
  });
  it('sets sensitive with the first media when default_sensitive or a warning is on', () => {
    const s = { sensitive: false, spoiler: false, mediaCount: 0 };
    expect(sensitiveAfterMediaAdded(s, true)).toBe(true);
    expect(sensitiveAfterMediaAdded({ ...s, spoiler: true }, false)).toBe(true);
    expect(sensitiveAfterMediaAdded(s, false)).toBe(false);
    expect(sensitiveAfterMediaAdded({ ...s, mediaCount: 1 }, true)).toBe(false);
  });
  it('clears sensitive with the last media', () => {
    expect(sensitiveAfterMediaRemoved({ sensitive: true, spoiler: false, mediaCount: 1 })).toBe(
      false,
    );
    expect(sensitiveAfterMediaRemoved({ sensitive: true, spoiler: false, mediaCount: 2 })).toBe(
      true,
    );
  });
});
