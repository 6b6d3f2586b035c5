import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectMe } from '../../store/selectors';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { AppLink } from '../../components/AppLink';

// The composer's code loads after the first screen: it is not what the reader waits for.
const ComposeForm = lazy(async () => ({ default: (await import('./ComposeForm')).ComposeForm }));

/** The composer beside the timeline (single column) or as the COMPOSE column. */
export function ComposePanel() {
  const me = useAppSelector(selectMe);
  return (
    <div className="compose-panel">
      {me && (
        <AppLink to={`/@${me.acct}`} className="compose-panel__me">
          <Avatar account={me} size={40} />
          <DisplayName account={me} />
        </AppLink>
      )}
      <Suspense fallback={null}>
        <ComposeForm />
      </Suspense>
    </div>
  );
}
