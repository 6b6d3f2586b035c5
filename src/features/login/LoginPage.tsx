import { useEffect, useState, type SubmitEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '../../components/navigation/router';
import { Alerts } from '../../components/Alerts';
import { useAppDispatch } from '../../store/hooks';
import { browseAsVisitor, probeOwnServer, signIn } from '../../store/session/sessionActions';

/** CONTRACT: a Server field, 'Sign in' and 'Browse as visitor'. */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prefill = params.get('server');
  const [server, setServer] = useState(prefill ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Served by a Mastodon-API server (the sandbox): offer it.
  useEffect(() => {
    if (prefill !== null) return;
    void dispatch(probeOwnServer()).then((result) => {
      if (probeOwnServer.fulfilled.match(result) && result.payload)
        setServer((s) => s || result.payload!);
    });
  }, [dispatch, prefill]);

  const run = async (action: 'sign-in' | 'visit') => {
    setBusy(true);
    setError(null);
    const result =
      action === 'sign-in'
        ? await dispatch(signIn(server))
        : await dispatch(browseAsVisitor(server));
    if (action === 'visit' && browseAsVisitor.fulfilled.match(result)) {
      void navigate('/public/local', { replace: true });
      return;
    }
    if (result.meta.requestStatus === 'rejected') {
      const payload = (result as { payload?: { message?: string } }).payload;
      setError(
        payload?.message ||
          intl.formatMessage({
            id: 'login.failed',
            defaultMessage: 'Could not reach that server.',
          }),
      );
      setBusy(false);
    }
  };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void run('sign-in');
  };

  return (
    <main className="login-page">
      <h1>
        <FormattedMessage id="login.title" defaultMessage="Sign in" />
      </h1>
      <form onSubmit={onSubmit} className="login-form">
        <label htmlFor="login-server">
          <FormattedMessage id="login.server" defaultMessage="Server" />
        </label>
        <input
          id="login-server"
          type="text"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={intl.formatMessage({
            id: 'login.server.placeholder',
            defaultMessage: 'example.social',
          })}
          value={server}
          onChange={(e) => setServer(e.target.value)}
          aria-describedby={error ? 'login-error' : undefined}
          required
        />
        {error && (
          <p id="login-error" className="login-form__error" role="alert">
            {error}
          </p>
        )}
        <div className="login-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <FormattedMessage id="login.sign_in" defaultMessage="Sign in" />
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run('visit')}
          >
            <FormattedMessage id="login.visitor" defaultMessage="Browse as visitor" />
          </button>
        </div>
      </form>
      <Alerts />
    </main>
  );
}
