import { Outlet } from '../../components/navigation/router';
import { useIntl } from 'react-intl';
import { AppLink } from '../../components/AppLink';
import { Icon } from '../../components/Icon';
import { useAppSelector } from '../../store/hooks';
import { selectIsSignedIn } from '../../store/selectors';
import { SearchBox } from '../search/SearchBox';
import { NavigationPanel } from './NavigationPanel';
import { useIsComposeRoute } from './useIsComposeRoute';

/** The layout for windows 630 px wide or less. */
export function MobileLayout() {
  const intl = useIntl();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const composeRoute = useIsComposeRoute();
  return (
    <div className="ui ui--mobile">
      <header className="ui__header">
        <SearchBox />
      </header>
      <main className="ui__main" id="main">
        <Outlet />
      </main>
      {isSignedIn && !composeRoute && (
        <AppLink
          to="/publish"
          className="floating-action-button"
          aria-label={intl.formatMessage({
            id: 'navigation_bar.compose',
            defaultMessage: 'Compose new post',
          })}
        >
          <Icon name="pencil" size={24} />
        </AppLink>
      )}
      <footer className="ui__tabs">
        <NavigationPanel variant="tabs" />
      </footer>
    </div>
  );
}
