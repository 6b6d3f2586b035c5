/**
 * The client's icon font: each icon of src/components/iconPaths.ts as a glyph of a TrueType
 * font, at a private-use code point in the paths' order, and the stylesheet that draws each
 * `.icon--{name}` with its glyph (src/components/icon.css sets the box and the font's face). Written by scripts/generate-icon-font.ts; the same input gives
 * the same bytes, so a test checks the files in the tree are current.
 */
import svg2ttf from 'svg2ttf';
import SvgPath from 'svgpath';

export const ICON_FONT_FAMILY = 'kmyblue-icons';
/** The first icon's code point (Unicode's private use area). */
export const FIRST_CODE_POINT = 0xe000;
/** The grid the paths are drawn on. */
const GRID = 24;
/** Font units per grid unit: a font's outline points are whole units. */
const SCALE = 100;
const EM = GRID * SCALE;
/** A fixed creation time, so the font's bytes depend on its icons alone. */
const CREATED = 1_700_000_000;

/**
 * A path on the 24×24 grid (y down) as a glyph's outline (y up, the baseline at its foot). Arcs
 * become curves first: flipped, their sweep came out wrong, and a hole filled in.
 */
const glyphPath = (d: string) =>
  new SvgPath(d).unarc().scale(SCALE, -SCALE).translate(0, EM).abs().round(0).toString();

const codePoint = (index: number) => FIRST_CODE_POINT + index;

export function iconFont(paths: Readonly<Record<string, string>>): {
  ttf: Uint8Array;
  css: string;
} {
  const names = Object.keys(paths);
  const glyphs = names.map(
    (name, i) =>
      `<glyph glyph-name="${name}" unicode="&#x${codePoint(i).toString(16)};" horiz-adv-x="${EM}" d="${glyphPath(paths[name]!)}"/>`,
  );
  const svgFont = [
    '<svg xmlns="http://www.w3.org/2000/svg"><defs>',
    `<font id="${ICON_FONT_FAMILY}" horiz-adv-x="${EM}">`,
    `<font-face font-family="${ICON_FONT_FAMILY}" units-per-em="${EM}" ascent="${EM}" descent="0"/>`,
    '<missing-glyph horiz-adv-x="0"/>',
    ...glyphs,
    '</font></defs></svg>',
  ].join('\n');
  const ttf = svg2ttf(svgFont, { ts: CREATED, version: '1.0' }).buffer;
  const rules = names.map(
    (name, i) => `.icon--${name}::before {\n  content: '\\${codePoint(i).toString(16)}';\n}\n`,
  );
  const css = `/* Written by scripts/generate-icon-font.ts from src/components/iconPaths.ts; the box
   and the font's face are icon.css's. */
${rules.join('')}`;
  return { ttf, css };
}
