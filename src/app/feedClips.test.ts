import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every box that clips its overflow inside a feed item is positioned (windowedFeed.css): with
 * unpositioned clips in its posts, a scroll spent about 1.7 times as long painting.
 * The boxes listed here clip outside the feeds' items.
 */
const OUTSIDE_FEED_ITEMS = new Set([
  '.ui--multi', // the multi-column layout itself
  '.column-header__title', // a column's header
  '.reply-indicator__content', // the composer's reply indicator
  '.picture-in-picture__account', // the floating player
  '.search-popout__option', // the search box's suggestions
  '.account-switcher__name', // the account menu
  '.account-switcher__handle',
]);

interface Rule {
  file: string;
  selectors: string[];
  body: string;
}

/** The innermost rules of a stylesheet (those inside `@media` too), comments taken out. */
function rulesOf(file: string, css: string): Rule[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  const opened: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '{') opened.push(i);
    if (text[i] !== '}') continue;
    const start = opened.pop();
    if (start === undefined) continue;
    const body = text.slice(start + 1, i);
    if (body.includes('{')) continue;
    const before = text.slice(0, start);
    const prelude = before.slice(Math.max(before.lastIndexOf('}'), before.lastIndexOf('{')) + 1);
    rules.push({ file, selectors: prelude.split(',').map((s) => s.trim()), body });
  }
  return rules;
}

/** The selectors of a rule that clips without being positioned. */
function unpositionedClips(rule: Rule): string[] {
  const clips = /(^|;)\s*overflow(-[xy])?\s*:\s*[^;]*\b(hidden|clip)\b/.test(rule.body);
  const positioned = /(^|;)\s*position\s*:\s*(relative|absolute|fixed|sticky)\b/.test(rule.body);
  if (!clips || positioned) return [];
  return rule.selectors.filter((s) => !OUTSIDE_FEED_ITEMS.has(s));
}

const stylesheets = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(dir, name));

describe('clipping boxes in feed items', () => {
  it('are all positioned', () => {
    const files = stylesheets(fileURLToPath(new URL('..', import.meta.url)));
    const rules = files.flatMap((file) => rulesOf(file, readFileSync(file, 'utf8')));
    expect(rules.length).toBeGreaterThan(500);
    expect(rules.some((rule) => rule.selectors.includes('.display-name__html'))).toBe(true);
    const found = rules.flatMap((rule) =>
      unpositionedClips(rule).map((selector) => `${selector} (${rule.file})`),
    );
    expect(found).toEqual([]);
  });

  it('would see one', () => {
    const [clip, positioned, scroller, nested] = rulesOf(
      'test.css',
      `.a, .b { overflow: hidden; text-overflow: ellipsis; }
       .c { overflow-x: clip; position: relative; }
       .d { overflow-y: auto; }
       @media (width < 600px) { /* { */ .e { overflow: hidden } }`,
    );
    expect(unpositionedClips(clip!)).toEqual(['.a', '.b']);
    expect(unpositionedClips(positioned!)).toEqual([]);
    expect(unpositionedClips(scroller!)).toEqual([]);
    expect(unpositionedClips(nested!)).toEqual(['.e']);
  });
});
