import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { AppStore } from '../store';
import { createAppRouter } from './router';

const router = createAppRouter();

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en" messages={{}}>
        <RouterProvider router={router} />
      </IntlProvider>
    </Provider>
  );
}
