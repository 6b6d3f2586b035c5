/** Deterministic generated pictures (SVG) for avatars, headers, custom emojis and seeded media. */
import { encodeBlurhash, type Rgb } from './blurhash';
import { escapeHtml } from '../content/html';

export function hslToRgb(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number): number => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

const css = ([r, g, b]: Rgb): string => `rgb(${r},${g},${b})`;

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

export function avatarSvg(initial: string, hue: number): string {
  const bg = css(hslToRgb(hue, 55, 55));
  const fg = css(hslToRgb(hue, 60, 92));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="${bg}"/>` +
    `<circle cx="200" cy="200" r="150" fill="${css(hslToRgb((hue + 30) % 360, 50, 45))}"/>` +
    `<text x="200" y="200" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="180" font-weight="bold" fill="${fg}">${escapeHtml(initial)}</text>` +
    `</svg>`
  );
}

export function headerSvg(hue: number): string {
  const from = css(hslToRgb(hue, 60, 40));
  const to = css(hslToRgb((hue + 60) % 360, 65, 65));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="500" viewBox="0 0 1500 500">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1500" height="500" fill="url(#g)"/>` +
    `<circle cx="1250" cy="120" r="260" fill="#ffffff" fill-opacity="0.12"/>` +
    `<circle cx="200" cy="480" r="320" fill="#000000" fill-opacity="0.10"/>` +
    `</svg>`
  );
}

export function emojiSvg(label: string, hue: number, round: boolean): string {
  const bg = css(hslToRgb(hue, 70, 55));
  const shape = round
    ? `<circle cx="64" cy="64" r="60" fill="${bg}"/>`
    : `<rect x="4" y="4" width="120" height="120" rx="28" fill="${bg}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">${shape}` +
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="${label.length > 2 ? 34 : 56}" font-weight="bold" fill="#ffffff">${escapeHtml(label)}</text>` +
    `</svg>`
  );
}

/** A small landscape: sky gradient, a sun and rolling ground, all from one seed. */
export interface Landscape {
  svg: (width: number, height: number) => string;
  blurhash: string;
}

export function landscape(seed: number): Landscape {
  const hue = (seed * 47) % 360;
  const skyTop = hslToRgb(hue, 60, 70);
  const skyBottom = hslToRgb((hue + 40) % 360, 70, 88);
  const sun = hslToRgb((hue + 180) % 360, 85, 60);
  const ground = hslToRgb((hue + 120) % 360, 45, 38);
  const sunX = 0.2 + ((seed * 13) % 60) / 100;
  const sunY = 0.25 + ((seed * 7) % 20) / 100;
  const sunR = 0.12;
  const level = 0.62 + ((seed * 5) % 15) / 100;
  const waves = 1 + (seed % 3);
  const phase = seed % 7;
  const groundAt = (x: number): number => level + 0.06 * Math.sin(2 * Math.PI * waves * x + phase);

  const pixel = (x: number, y: number): Rgb => {
    if (y > groundAt(x)) return ground;
    // The sun is round in pixels; the picture is 3:2.
    if (Math.hypot((x - sunX) * 1.5, y - sunY) < sunR) return sun;
    return mix(skyTop, skyBottom, y);
  };

  const svg = (width: number, height: number): string => {
    const points: string[] = [];
    for (let i = 0; i <= 48; i++) {
      const x = i / 48;
      points.push(`${(x * width).toFixed(1)},${(groundAt(x) * height).toFixed(1)}`);
    }
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${css(skyTop)}"/><stop offset="1" stop-color="${css(skyBottom)}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
      `<circle cx="${sunX * width}" cy="${sunY * height}" r="${sunR * height}" fill="${css(sun)}"/>` +
      `<polygon points="0,${height} ${points.join(' ')} ${width},${height}" fill="${css(ground)}"/>` +
      `</svg>`
    );
  };

  return { svg, blurhash: encodeBlurhash(pixel, 48, 32) };
}
