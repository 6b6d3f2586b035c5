import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MediaAttachment } from '../../../entities/types';
import { mediaMessages } from './mediaMessages';
import { focusPosition, isMediaVisible, mediaOverlay } from './mediaRules';

const media = (type: MediaAttachment['type']): MediaAttachment => ({
  id: '1',
  type,
  url: 'https://x.example/a.png',
  previewUrl: null,
  remoteUrl: null,
  description: null,
  blurhash: null,
  focus: null,
  width: null,
  height: null,
  duration: null,
  frameRate: null,
  colors: null,
});

describe('media visibility', () => {
  const base = {
    visible: null,
    displayMedia: 'default' as const,
    sensitive: false,
    matchedFilters: [],
  };
  it('takes an explicit value first', () => {
    expect(isMediaVisible({ ...base, visible: true, displayMedia: 'hide_all' })).toBe(true);
    expect(isMediaVisible({ ...base, visible: false, displayMedia: 'show_all' })).toBe(false);
  });
  it('then the display setting: show_all, hide_all, else hidden only when sensitive', () => {
    expect(isMediaVisible({ ...base, displayMedia: 'show_all', sensitive: true })).toBe(true);
    expect(isMediaVisible({ ...base, displayMedia: 'hide_all' })).toBe(false);
    expect(isMediaVisible(base)).toBe(true);
    expect(isMediaVisible({ ...base, sensitive: true })).toBe(false);
    expect(isMediaVisible({ ...base, matchedFilters: ['Spoilers'] })).toBe(false);
  });
});

describe('media overlay wording, in order of precedence', () => {
  const intl = createIntl({ locale: 'en', messages: {} });
  it('uncached beats everything, and cannot be clicked', () => {
    const o = mediaOverlay({ media: [media('unknown')], matchedFilters: ['F'], sensitive: true });
    expect(o).toEqual({ kind: 'uncached', disabled: true });
    expect(intl.formatMessage(mediaMessages.uncachedTitle)).toBe('Preview not available');
    expect(intl.formatMessage(mediaMessages.uncachedAction)).toBe('Click to open');
  });
  it('then a matched filter, then sensitive, then media hidden', () => {
    expect(
      mediaOverlay({ media: [media('image')], matchedFilters: ['F'], sensitive: true }).kind,
    ).toBe('filter');
    expect(
      mediaOverlay({ media: [media('image')], matchedFilters: [], sensitive: true }).kind,
    ).toBe('sensitive');
    expect(
      mediaOverlay({ media: [media('image')], matchedFilters: [], sensitive: false }).kind,
    ).toBe('hidden');
    expect(
      [
        mediaMessages.filterTitle,
        mediaMessages.sensitiveTitle,
        mediaMessages.hiddenTitle,
        mediaMessages.show,
      ].map((m) => intl.formatMessage(m)),
    ).toEqual(['Matches filter', 'Sensitive content', 'Media hidden', 'Click to show']);
  });
  it('is not uncached while one item is cached', () => {
    expect(
      mediaOverlay({
        media: [media('unknown'), media('image')],
        matchedFilters: [],
        sensitive: true,
      }).kind,
    ).toBe('sensitive');
  });
});

describe('focus point', () => {
  it('maps -1..1 (y up) to object-position percentages', () => {
    expect(focusPosition(null)).toBe('50% 50%');
    expect(focusPosition({ x: 0, y: 0 })).toBe('50% 50%');
    expect(focusPosition({ x: -1, y: 1 })).toBe('0% 0%');
    expect(focusPosition({ x: 0.5, y: -0.5 })).toBe('75% 75%');
  });
});
