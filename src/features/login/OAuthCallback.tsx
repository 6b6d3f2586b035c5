import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from '../../components/navigation/router';
import { useAppDispatch } from '../../store/hooks';
import { completeSignIn } from '../../store/session/sessionActions';

/** Back from the server's authorize page with ?code=… (or ?error=…). */
export function Component() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(
    params.get('error_description') ?? params.get('error'),
  );
  const started = useRef(false);

  useEffect(() => {
    const code = params.get('code');
    if (started.current || !code) return;
    started.current = true;
    void dispatch(completeSignIn({ code, state: params.get('state') })).then((result) => {
      if (completeSignIn.fulfilled.match(result)) void navigate('/home', { replace: true });
      else
        setError(
          (result.payload as { message?: string } | undefined)?.message ??
            intl.formatMessage({ id: 'oauth.failed.unknown', defaultMessage: 'Sign-in failed' }),
        );
    });
  }, [dispatch, intl, navigate, params]);

  return (
    <main className="login-page">
      {error ? (
        <div role="alert">
          <p>
            <FormattedMessage
              id="oauth.failed"
              defaultMessage="Sign-in failed: {error}"
              values={{ error }}
            />
          </p>
          <a href="/login" className="button">
            <FormattedMessage id="oauth.retry" defaultMessage="Back to sign in" />
          </a>
        </div>
      ) : (
        <p role="status">
          <FormattedMessage id="oauth.signing_in" defaultMessage="Signing in…" />
        </p>
      )}
    </main>
  );
}
