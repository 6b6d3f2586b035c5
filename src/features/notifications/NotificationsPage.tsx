import { Navigate } from '../../components/navigation/router';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/selectors';
import { NotificationsColumn } from './NotificationsColumn';

export function Component() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (!isSignedIn) return <Navigate to="/public/local" replace />;
  return <NotificationsColumn />;
}
