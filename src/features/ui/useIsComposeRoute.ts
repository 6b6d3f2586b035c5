import { useLocation } from '../../components/navigation/router';
import { withoutDeckPrefix } from '../../components/navigation/navigation';

export const COMPOSE_ROUTES = ['/publish', '/statuses/new'];

export function useIsComposeRoute() {
  return COMPOSE_ROUTES.includes(withoutDeckPrefix(useLocation().pathname));
}
