import { useAppSelector } from '../../store/hooks';
import { sameAccountFace, selectMe } from '../../store/selectors';
import { Avatar } from '../../components/Avatar';
import { DisplayName } from '../../components/DisplayName';
import { AppLink } from '../../components/AppLink';
import { ComposeForm } from './ComposeForm';

/** The composer beside the timeline (single column) or as the COMPOSE column. */
export function ComposePanel() {
  // Only the reader's face shows here: posting (which changes the counts) renders nothing.
  const me = useAppSelector(selectMe, sameAccountFace);
  return (
    <div className="compose-panel">
      {me && (
        <AppLink to={`/@${me.acct}`} className="compose-panel__me">
          <Avatar account={me} size={40} />
          <DisplayName account={me} />
        </AppLink>
      )}
      <ComposeForm />
    </div>
  );
}
