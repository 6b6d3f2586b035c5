import { useParams } from '../../components/navigation/router';
import type { AppRoute } from '../../app/routing/appRoute';
import { useAppHistory } from '../../components/navigation/navigation';
import { COLLECTION_KINDS } from '../../entities/collectionKinds';

const { routes } = COLLECTION_KINDS.antennas;

/**
 * kmyblue's antenna routes, each its own chunk: the kind's list (the generic list page), an
 * antenna's settings under the same prefix, and its timeline.
 */
export function antennaRoutes(): AppRoute[] {
  return [
    {
      path: routes.list.slice(1),
      lazy: async () => {
        const { CollectionListPage } = await import('../collections/CollectionListPage');
        return {
          Component: function AntennaListRoute() {
            return <CollectionListPage kind="antennas" />;
          },
        };
      },
    },
    {
      path: `${routes.list.slice(1)}/:id`,
      lazy: async () => {
        const { AntennaSettingsColumn } = await import('./AntennaSettingsColumn');
        return {
          Component: function AntennaSettingsRoute() {
            const { id = '' } = useParams();
            const { replace } = useAppHistory();
            return <AntennaSettingsColumn id={id} onGone={() => replace(routes.list)} />;
          },
        };
      },
    },
    {
      path: `${routes.item.slice(1)}/:id`,
      lazy: async () => {
        const { AntennaTimelineColumn } = await import('./AntennaTimelineColumn');
        return {
          Component: function AntennaTimelineRoute() {
            const { id = '' } = useParams();
            return <AntennaTimelineColumn id={id} />;
          },
        };
      },
    },
  ];
}
