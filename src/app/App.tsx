import { useSyncExternalStore } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { layoutFor } from '../components/navigation/layoutRule';
import { withDeckPrefix } from '../components/navigation/navigation';
import { currentAppIntl, followAppLocale } from '../i18n/intl';
import type { AppStore } from '../store';
import { MOBILE_BREAKPOINT_PX } from '../store/constants';
import type { LayoutChoice } from '../store/session/settings';
import { LoadingBar } from './LoadingBar';
import { OfflineNotice } from './OfflineNotice';
import { createAppRouter } from './router';

const router = createAppRouter();

/**
 * Opens an in-app path from outside the page (a desktop notification's click), as a link in
 * the current layout would.
 */
export const openAppPath = (path: string, choice: LayoutChoice) => {
  const narrow = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;
  const layout = layoutFor(narrow, choice, router.state.location.pathname);
  void router.navigate(withDeckPrefix(path, layout === 'multi'), { state: { fromApp: true } });
};

export function App({ store }: { store: AppStore }) {
  // A change of language renders everything again in the new one, without a reload.
  const intl = useSyncExternalStore(followAppLocale, currentAppIntl);
  return (
    <Provider store={store}>
      <RawIntlProvider value={intl}>
        <LoadingBar />
        <OfflineNotice />
        <RouterProvider router={router} />
      </RawIntlProvider>
    </Provider>
  );
}
