import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_PATHS } from '../src/components/iconPaths';
import { FIRST_CODE_POINT, ICON_FONT_FAMILY, iconFont } from './iconFont';

describe('the icon font', () => {
  const { ttf, css } = iconFont(ICON_PATHS);

  it('is in the tree as the icons make it (run scripts/generate-icon-font.ts after a change)', () => {
    expect(Buffer.from(ttf).equals(readFileSync('src/components/icons.ttf'))).toBe(true);
    expect(css).toBe(readFileSync('src/components/icons.css', 'utf8'));
  });

  it('draws every icon with a glyph of its own', () => {
    const names = Object.keys(ICON_PATHS);
    names.forEach((name, i) => {
      const rule = `.icon--${name}::before {\n  content: '\\${(FIRST_CODE_POINT + i).toString(16)}';`;
      expect(css).toContain(rule);
    });
    expect(css.match(/::before \{\n {2}content:/g)).toHaveLength(names.length);
  });

  it('clips nothing, so an icon paints with the text around it', () => {
    const box = readFileSync('src/components/icon.css', 'utf8');
    expect(box).toContain(`font-family: '${ICON_FONT_FAMILY}'`);
    expect(`${box}${css}`).not.toMatch(/^\s*(overflow|clip|mask)[\w-]*:/m);
  });
});
