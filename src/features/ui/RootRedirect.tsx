import { Navigate } from '../../components/navigation/router';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/selectors';
import { useLayout } from '../../components/navigation/useLayout';
import { withDeckPrefix } from '../../components/navigation/navigation';

export function Component() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const multi = useLayout() === 'multi';
  return <Navigate to={withDeckPrefix(isSignedIn ? '/home' : '/public/local', multi)} replace />;
}
