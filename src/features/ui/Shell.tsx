import { lazy, Suspense, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from '../../components/navigation/router';
import { WindowScrollRestoration } from '../../app/routing/WindowScrollRestoration';
import { Alerts } from '../../components/Alerts';
import { ModalRoot } from '../modals/ModalRoot';
import { PictureInPictureRoot } from '../pictureInPicture/PictureInPictureRoot';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import {
  browseAsVisitor,
  probeOwnServer,
  restoreSession,
} from '../../store/session/sessionActions';
import { selectSessionPhase } from '../../store/selectors';
import { MobileLayout } from './MobileLayout';
import { SingleColumnLayout } from './SingleColumnLayout';
import { SkipLink } from './SkipLink';
import { useLayout } from '../../components/navigation/useLayout';
import { useReduceMotionClass } from './useReduceMotionClass';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';
import { takeEarlyRestore } from '../../app/startup';
import { LoadingIndicator } from '../../components/LoadingIndicator';

// The deck (and the columns only it shows) loads for readers who use it.
const MultiColumnLayout = lazy(async () => ({
  default: (await import('./MultiColumnLayout')).MultiColumnLayout,
}));

/** Starts the session: the one the reader had, else a visit to this origin's server, else /login. */
function useBootSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const phase = useAppSelector(selectSessionPhase);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    const early = takeEarlyRestore();
    if (phase !== 'signed-out' && !early) return;
    started.current = true;
    void (async () => {
      const restored = await (early ?? dispatch(restoreSession()).unwrap());
      if (restored) return;
      const ownServer = await dispatch(probeOwnServer()).unwrap();
      if (ownServer) await dispatch(browseAsVisitor(ownServer));
      else void navigate('/login', { replace: true });
    })();
  }, [dispatch, navigate, phase]);
}

export function Shell() {
  useBootSession();
  useReduceMotionClass();
  useKeyboardShortcuts();
  // The whole app mounts when the session is ready, and another account connecting unmounts
  // it at once: none of its screens may render a moment without a signed-in user.
  const phase = useAppSelector(selectSessionPhase);
  const layout = useLayout();
  const navigate = useNavigate();
  if (phase === 'failed') {
    return (
      <main className="boot-screen" role="alert">
        <p>
          <FormattedMessage id="boot.failed" defaultMessage="Could not connect to the server." />
        </p>
        <button type="button" onClick={() => window.location.reload()}>
          <FormattedMessage id="boot.retry" defaultMessage="Try again" />
        </button>
        <button type="button" onClick={() => void navigate('/login')}>
          <FormattedMessage id="boot.sign_in" defaultMessage="Sign in" />
        </button>
        <Alerts />
      </main>
    );
  }
  // The last visit's copy shows the app while the server is still being asked.
  if (phase !== 'ready' && phase !== 'cached') {
    return (
      <main className="boot-screen" aria-busy="true">
        <LoadingIndicator />
      </main>
    );
  }
  return (
    <>
      <SkipLink />
      {layout === 'mobile' ? (
        <MobileLayout />
      ) : layout === 'multi' ? (
        <Suspense fallback={null}>
          <MultiColumnLayout />
        </Suspense>
      ) : (
        <SingleColumnLayout />
      )}
      <Alerts />
      <ModalRoot />
      <PictureInPictureRoot />
      {/* Back and forward return to where the reader was; new pages start at the top. */}
      <WindowScrollRestoration />
    </>
  );
}
