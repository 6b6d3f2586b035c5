import type { LayoutChoice } from '../../store/session/settings';

export type Layout = 'mobile' | 'single' | 'multi';

const isDeckPath = (pathname: string) => pathname === '/deck' || pathname.startsWith('/deck/');

/** Mobile when narrow; else the choice, with 'auto' following the address. */
export function layoutFor(narrow: boolean, choice: LayoutChoice, pathname: string): Layout {
  if (narrow) return 'mobile';
  if (choice === 'multi') return 'multi';
  if (choice === 'single') return 'single';
  return isDeckPath(pathname) ? 'multi' : 'single';
}
