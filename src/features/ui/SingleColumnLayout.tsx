import { Outlet } from '../../components/navigation/router';
import { ComposePanel } from '../compose/ComposePanel';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/selectors';
import { NavigationPanel } from './NavigationPanel';
import { useIsComposeRoute } from './useIsComposeRoute';

export function SingleColumnLayout() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const composeRoute = useIsComposeRoute();
  return (
    <div className="ui ui--single">
      <aside className="ui__side ui__side--left">
        {isSignedIn && !composeRoute && <ComposePanel />}
      </aside>
      <main className="ui__main" id="main">
        <Outlet />
      </main>
      <aside className="ui__side ui__side--right">
        <NavigationPanel />
      </aside>
    </div>
  );
}
