import { FormattedMessage } from 'react-intl';

/** A screen that failed to load or render: say so, and offer a way on. */
export function RouteError() {
  return (
    <main className="route-error" role="alert">
      <h1>
        <FormattedMessage id="error.unexpected_crash.title" defaultMessage="Something went wrong" />
      </h1>
      <p>
        <FormattedMessage
          id="error.unexpected_crash.explanation"
          defaultMessage="This page could not be displayed. Reloading may help."
        />
      </p>
      <button type="button" onClick={() => window.location.reload()}>
        <FormattedMessage id="error.reload" defaultMessage="Reload" />
      </button>
    </main>
  );
}
