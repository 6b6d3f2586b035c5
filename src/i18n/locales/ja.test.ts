import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanSource } from '../catalogue/sourceMessages';
import { NOTIFICATION_MESSAGES } from '../notificationMessages';
import ja from './ja.json';

/**
 * The Japanese catalogue holds exactly the source's messages, each with the English text's
 * arguments: a message added, renamed or removed in the source fails here until `ja.json`
 * follows it.
 */
const SRC = fileURLToPath(new URL('../..', import.meta.url));

const english = new Map<string, string>();
for (const m of scanSource(SRC).flatMap((s) => s.found)) english.set(m.id, m.defaultMessage);
// Texts composed when the module loads, which the source does not spell out.
for (const m of Object.values(NOTIFICATION_MESSAGES)) english.set(m.id, m.defaultMessage);

const japanese: Record<string, string> = ja;

/** Every argument a message reads, with how it formats it: `count:plural`, `<a>:tag`. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    switch (el.type) {
      case TYPE.argument:
        into.add(`${el.value}:argument`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(`${el.value}:${TYPE[el.type]}`);
        break;
      case TYPE.select:
      case TYPE.plural:
        into.add(`${el.value}:${TYPE[el.type]}`);
        for (const option of Object.values(el.options)) argumentsOf(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${el.value}>:tag`);
        argumentsOf(el.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}
const argumentList = (text: string) => [...argumentsOf(parse(text))].sort();

describe('the Japanese catalogue', () => {
  it('reads the source messages (the scan works)', () => {
    expect(english.size).toBeGreaterThan(300);
    expect(english.get('notification.follow')).toContain('followed you');
  });

  it('translates every message id in the source', () => {
    const missing = [...english.keys()].filter((id) => !(id in japanese));
    expect(missing).toEqual([]);
  });

  it('holds no id the source no longer has', () => {
    const stale = Object.keys(japanese).filter((id) => !english.has(id));
    expect(stale).toEqual([]);
  });

  it('keeps every ICU argument of the English text, formatted the same way', () => {
    const differing = [...english].flatMap(([id, text]) => {
      const translated = japanese[id];
      if (translated === undefined) return [];
      const want = argumentList(text);
      const got = argumentList(translated);
      return JSON.stringify(want) === JSON.stringify(got) ? [] : [{ id, want, got }];
    });
    expect(differing).toEqual([]);
  });

  it('gives plural messages the other case Japanese needs', () => {
    const withoutOther = Object.entries(japanese).filter(([, text]) => {
      const plurals = (elements: MessageFormatElement[]): boolean =>
        elements.some(
          (el) =>
            ((el.type === TYPE.plural || el.type === TYPE.select) &&
              (!('other' in el.options) ||
                Object.values(el.options).some((o) => plurals(o.value)))) ||
            (el.type === TYPE.tag && plurals(el.children)),
        );
      return plurals(parse(text));
    });
    expect(withoutOther.map(([id]) => id)).toEqual([]);
  });
});
