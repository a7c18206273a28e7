import { createFileRoute, notFound } from '@tanstack/react-router';
import { LoadErrorView } from '../../app/LoadErrorView';
// The loader by its own path: the feature's index would pull the menu screen into the first view.
import { loadOutlet } from '../../features/menu/loadOutlet';
import { OutletScreen } from '../../features/menu';
import { TITLES } from '../../app/routeTitles';
import { UUID_PATTERN } from '../../api/protocol';

export const Route = createFileRoute('/restaurants/$restaurantUuid')({
  params: {
    parse: ({ restaurantUuid }) => {
      if (!UUID_PATTERN.test(restaurantUuid)) throw notFound();
      return { restaurantUuid: restaurantUuid.toLowerCase() };
    },
    stringify: ({ restaurantUuid }) => ({ restaurantUuid }),
  },
  staticData: { title: TITLES.restaurant },
  loader: ({ params }) => loadOutlet(params.restaurantUuid),
  errorComponent: LoadErrorView,
  component: OutletRoute,
});

function OutletRoute() {
  return <OutletScreen {...Route.useLoaderData()} />;
}
