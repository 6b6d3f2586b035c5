import { useParams } from '../../components/navigation/router';
import type { AppRoute } from '../../app/routing/appRoute';
import { COLLECTION_KINDS } from '../../entities/collectionKinds';
import type { KindWithTimeline } from './CollectionTimelinePage';

/** A kind's two screens at its routes (entities/collectionKinds.ts), each its own chunk. */
export function collectionRoutes(kind: KindWithTimeline): AppRoute[] {
  const { routes } = COLLECTION_KINDS[kind];
  return [
    {
      path: routes.list.slice(1),
      lazy: async () => {
        const { CollectionListPage } = await import('./CollectionListPage');
        return {
          Component: function CollectionListRoute() {
            return <CollectionListPage kind={kind} />;
          },
        };
      },
    },
    {
      path: `${routes.item.slice(1)}/:id`,
      lazy: async () => {
        const { CollectionTimelinePage } = await import('./CollectionTimelinePage');
        return {
          Component: function CollectionTimelineRoute() {
            const { id = '' } = useParams();
            return <CollectionTimelinePage kind={kind} id={id} />;
          },
        };
      },
    },
  ];
}
