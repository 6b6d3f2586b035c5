import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { scanSource } from './catalogue/sourceMessages';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const ja = JSON.parse(
  readFileSync(fileURLToPath(new URL('./locales/ja.json', import.meta.url)), 'utf8'),
) as Record<string, string>;

/** Whether a message formats a number, date or time with a `::` skeleton. */
function usesSkeleton(elements: MessageFormatElement[]): boolean {
  return elements.some((element) => {
    if (
      (element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) &&
      typeof element.style === 'object' &&
      element.style !== null
    )
      return true;
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return Object.values(element.options).some((option) => usesSkeleton(option.value));
    if (element.type === TYPE.tag) return usesSkeleton(element.children);
    return false;
  });
}

describe('messages without ICU skeletons (the built client has no skeleton parser)', () => {
  it('holds for every English message and every Japanese one', () => {
    const english = scanSource(SRC).flatMap((s) => s.found);
    const texts = [...english.map((m) => [m.id, m.defaultMessage] as const), ...Object.entries(ja)];
    expect(texts.length).toBeGreaterThan(600);
    const withSkeleton = texts.filter(([, text]) => usesSkeleton(parse(text)));
    expect(withSkeleton).toEqual([]);
  });

  it('would see one', () => {
    expect(usesSkeleton(parse('{n, number, ::compact-short}'))).toBe(true);
    expect(usesSkeleton(parse('{n, plural, one {{d, date, ::yyyyMMdd}} other {#}}'))).toBe(true);
    expect(usesSkeleton(parse('{n, number, integer} {d, date, short}'))).toBe(false);
  });
});
