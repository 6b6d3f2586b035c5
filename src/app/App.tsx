import { useEffect, useSyncExternalStore } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate, type NavigateFunction } from '../components/navigation/router';
import { layoutFor } from '../components/navigation/layoutRule';
import { withDeckPrefix } from '../components/navigation/navigation';
import { currentAppIntl, followAppLocale } from '../i18n/intl';
import type { AppStore } from '../store';
import { MOBILE_BREAKPOINT_PX } from '../store/constants';
import type { LayoutChoice } from '../store/session/settings';
import { LoadingBar } from './LoadingBar';
import { OfflineNotice } from './OfflineNotice';
import { AppRoutes } from './router';

let navigateFromOutside: NavigateFunction | null = null;

/** Lends the router's navigation to what happens outside the page's components. */
function OutsideNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateFromOutside = navigate;
    return () => {
      navigateFromOutside = null;
    };
  }, [navigate]);
  return null;
}

/**
 * Opens an in-app path from outside the page (a desktop notification's click), as a link in
 * the current layout would.
 */
export const openAppPath = (path: string, choice: LayoutChoice) => {
  const narrow = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;
  const layout = layoutFor(narrow, choice, window.location.pathname);
  void navigateFromOutside?.(withDeckPrefix(path, layout === 'multi'), {
    state: { fromApp: true },
  });
};

export function App({ store }: { store: AppStore }) {
  // A change of language renders everything again in the new one, without a reload.
  const intl = useSyncExternalStore(followAppLocale, currentAppIntl);
  return (
    <Provider store={store}>
      <RawIntlProvider value={intl}>
        <LoadingBar />
        <OfflineNotice />
        <BrowserRouter>
          <OutsideNavigation />
          <AppRoutes />
        </BrowserRouter>
      </RawIntlProvider>
    </Provider>
  );
}
