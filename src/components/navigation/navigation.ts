import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from './router';
import { usePathOpener } from './pathOpener';
import { useLayout } from './useLayout';

/** History state says the navigation came from inside the app. */
export interface AppHistoryState {
  fromApp: true;
}

export const isFromApp = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { fromApp?: unknown }).fromApp === true;

/** In the multi-column layout every pushed path starts with /deck. */
export function withDeckPrefix(path: string, isMultiColumn: boolean): string {
  if (!isMultiColumn || path === '/deck' || path.startsWith('/deck/')) return path;
  return path === '/' ? '/deck' : `/deck${path}`;
}

export const withoutDeckPrefix = (path: string): string =>
  path === '/deck' ? '/' : path.startsWith('/deck/') ? path.slice(5) : path;

/**
 * Opens an in-app path as a step forward: in the column's own opener if it has one (another
 * account's deck column), else in this window's history, marked as in-app.
 */
export function pushPath(
  path: string,
  {
    navigate,
    opener,
    isMulti,
  }: { navigate: NavigateFunction; opener: ((path: string) => void) | null; isMulti: boolean },
) {
  if (opener) opener(path);
  else void navigate(withDeckPrefix(path, isMulti), { state: { fromApp: true } });
}

export function useAppHistory() {
  const navigate = useNavigate();
  const location = useLocation();
  const layout = useLayout();
  const isMulti = layout === 'multi';
  const cameFromApp = isFromApp(location.state);
  const opener = usePathOpener();

  const push = useCallback(
    (path: string) => pushPath(path, { navigate, opener, isMulti }),
    [navigate, isMulti, opener],
  );
  /** A replace keeps the marker only if the current location already has it. */
  const replace = useCallback(
    (path: string) => {
      void navigate(withDeckPrefix(path, isMulti), {
        replace: true,
        state: cameFromApp ? { fromApp: true } : null,
      });
    },
    [navigate, isMulti, cameFromApp],
  );
  const back = useCallback(() => {
    if (cameFromApp) void navigate(-1);
    else void navigate(withDeckPrefix('/home', isMulti), { replace: true });
  }, [navigate, cameFromApp, isMulti]);

  return { push, replace, back, cameFromApp };
}
