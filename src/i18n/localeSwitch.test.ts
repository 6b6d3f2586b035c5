import { afterEach, describe, expect, it } from 'vitest';
import { appIntl, followAppLocale, formatText } from './intl';
import { chooseLocale, showLocale, startLocale } from './localeSwitch';
import { readLocaleChoice } from './locale';
import { message } from './text';

const memory = () => {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
};

const notificationTitle = message('notification.follow', '{name} followed you', {
  name: 'Alice',
  count: 0,
});

afterEach(async () => {
  await showLocale('en');
});

describe('switching the language', () => {
  it('formats messages, text outside React and dates in the chosen language', async () => {
    const storage = memory();
    await chooseLocale('ja', storage, ['en-US']);
    expect(appIntl.locale).toBe('ja');
    expect(appIntl.formatMessage({ id: 'compose_form.placeholder' })).toBe('今なにしてる？');
    expect(formatText(notificationTitle)).toBe('Aliceさんにフォローされました');
    expect(appIntl.formatDate(new Date(2026, 0, 5), { month: 'long', day: 'numeric' })).toBe(
      '1月5日',
    );
    expect(readLocaleChoice(storage)).toBe('ja');

    await chooseLocale('en', storage, ['ja-JP']);
    expect(appIntl.locale).toBe('en');
    expect(formatText(notificationTitle)).toBe('Alice followed you');
  });

  it('follows the browser for the browser default', async () => {
    await chooseLocale('browser', memory(), ['ja-JP']);
    expect(appIntl.locale).toBe('ja');
  });

  it('tells those following the language of each change', async () => {
    const seen: string[] = [];
    const stop = followAppLocale(() => seen.push(appIntl.locale));
    await showLocale('ja');
    await showLocale('en');
    stop();
    await showLocale('ja');
    expect(seen).toEqual(['ja', 'en']);
  });

  it('applies the last choice when an earlier catalogue arrives after it', async () => {
    const japanese = showLocale('ja');
    const english = showLocale('en');
    await Promise.all([japanese, english]);
    expect(appIntl.locale).toBe('en');
  });

  it('at start-up waits only for another language than English', async () => {
    const english = startLocale(memory(), ['en-US']);
    expect(english).toEqual({ choice: 'browser', ready: null });

    const storage = memory();
    storage.setItem('kmyblue:locale', 'ja');
    const japanese = startLocale(storage, ['en-US']);
    expect(japanese.choice).toBe('ja');
    await japanese.ready;
    expect(appIntl.locale).toBe('ja');
  });
});
