import { Outlet } from '../../components/navigation/router';
import { ComposePanel } from '../compose/ComposePanel';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/selectors';
import { NavigationPanel } from './NavigationPanel';
import { useAfterFirstPaint } from './useAfterFirstPaint';
import { useIsComposeRoute } from './useIsComposeRoute';

/**
 * The desktop layout: the composer, the screen, the navigation. The side columns fill in the
 * frame after the screen's first paint, so a cold start paints its first posts without first
 * rendering, styling and laying out the columns around them.
 */
export function SingleColumnLayout() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const composeRoute = useIsComposeRoute();
  const sides = useAfterFirstPaint();
  return (
    <div className="ui ui--single">
      <aside className="ui__side ui__side--left">
        {sides && isSignedIn && !composeRoute && <ComposePanel />}
      </aside>
      <main className="ui__main" id="main">
        <Outlet />
      </main>
      <aside className="ui__side ui__side--right">{sides && <NavigationPanel />}</aside>
    </div>
  );
}
