import { lazy, Suspense, useEffect } from 'react';
import { useIdle } from '../../components/useIdle';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { composeMounted } from '../../store/compose/composer';
import { sameAccountFace, selectMe } from '../../store/selectors';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { AppLink } from '../../components/AppLink';

// The composer's code loads once the first screen is up: it is not what the reader waits for.
const ComposeForm = lazy(async () => ({ default: (await import('./ComposeForm')).ComposeForm }));

/** The composer beside the timeline (single column) or as the COMPOSE column. */
export function ComposePanel() {
  // Only the reader's face shows here: posting (which changes the counts) renders nothing.
  const me = useAppSelector(selectMe, sameAccountFace);
  const idle = useIdle();
  const dispatch = useAppDispatch();
  // The composer is on screen from the panel's first frame: replying or quoting before its
  // form has loaded fills the draft here rather than opening /publish over the timeline.
  useEffect(() => {
    dispatch(composeMounted(true));
    return () => {
      dispatch(composeMounted(false));
    };
  }, [dispatch]);
  return (
    <div className="compose-panel">
      {me && (
        <AppLink to={`/@${me.acct}`} className="compose-panel__me">
          <Avatar account={me} size={40} />
          <DisplayName account={me} />
        </AppLink>
      )}
      {idle && (
        <Suspense fallback={null}>
          <ComposeForm />
        </Suspense>
      )}
    </div>
  );
}
