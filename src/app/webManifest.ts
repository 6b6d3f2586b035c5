/**
 * The installable app's web manifest (served at /manifest.webmanifest) and its icons, which
 * the build draws (scripts/appShell). The colours are the page's own (index.html theme-color).
 */
export const THEME_COLOR = '#191b22';
export const BACKGROUND_COLOR = '#191b22';
/** The mark drawn on the icons: Mastodon's brand blurple. */
export const ICON_MARK_COLOR = '#6364ff';

export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

export type AppIcon = (typeof APP_ICONS)[number];

export function webManifest() {
  return {
    name: 'kmyblue',
    short_name: 'kmyblue',
    description: 'A web client for kmyblue and Mastodon servers',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS.map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

const rgb = (hex: string): [number, number, number] => [
  parseInt(hex.slice(1, 3), 16),
  parseInt(hex.slice(3, 5), 16),
  parseInt(hex.slice(5, 7), 16),
];

/**
 * The icon at one pixel: a disc on the background. A maskable icon is cropped by the platform
 * to as little as the central 80% circle, so its disc stays well inside that safe zone.
 */
export function iconPixel(icon: AppIcon, x: number, y: number): [number, number, number] {
  const centre = icon.size / 2;
  const radius = icon.size * (icon.purpose === 'maskable' ? 0.28 : 0.4);
  const inside = (x + 0.5 - centre) ** 2 + (y + 0.5 - centre) ** 2 <= radius ** 2;
  return rgb(inside ? ICON_MARK_COLOR : BACKGROUND_COLOR);
}
