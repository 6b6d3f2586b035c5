import { describe, expect, it } from 'vitest';
import { APP_ICONS, iconPixel, webManifest } from './webManifest';

describe('web manifest', () => {
  it('makes an installable standalone app starting at /home within the whole origin', () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({
      name: 'kmyblue',
      short_name: 'kmyblue',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      theme_color: '#191b22',
      background_color: '#191b22',
    });
  });

  it('lists 192 and 512 pixel PNG icons and a maskable one', () => {
    const icons = webManifest().icons;
    expect(icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      expect(icon.src).toMatch(/^\/icons\/.+\.png$/);
    }
  });

  it('keeps the maskable icon inside the safe zone: its edge ring at 80% is background', () => {
    const maskable = APP_ICONS[2];
    const size = maskable.size;
    const onRing = (angle: number): [number, number] => [
      Math.floor(size / 2 + Math.cos(angle) * size * 0.4 * 0.99),
      Math.floor(size / 2 + Math.sin(angle) * size * 0.4 * 0.99),
    ];
    for (let a = 0; a < 8; a++) {
      const [x, y] = onRing((a * Math.PI) / 4);
      expect(iconPixel(maskable, x, y)).toEqual([0x19, 0x1b, 0x22]);
    }
    expect(iconPixel(maskable, size / 2, size / 2)).toEqual([0x63, 0x64, 0xff]);
  });
});
