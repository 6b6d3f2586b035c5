import { useIntl } from 'react-intl';
import { Navigate } from '../../components/navigation/router';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/selectors';
import { useAppHistory } from '../../components/navigation/navigation';
import { Column } from '../ui/Column';
import { ComposeForm } from './ComposeForm';

/** /publish and /statuses/new: after a successful post the view goes back. */
export function Component() {
  const intl = useIntl();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { back } = useAppHistory();
  if (!isSignedIn) return <Navigate to="/login" replace />;
  return (
    <Column
      title={intl.formatMessage({
        id: 'navigation_bar.compose',
        defaultMessage: 'Compose new post',
      })}
      showBack
    >
      <ComposeForm onPublished={back} />
    </Column>
  );
}
