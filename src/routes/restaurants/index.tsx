import { createFileRoute } from '@tanstack/react-router';
import { RestaurantsScreen } from '../../features/restaurants';
import { TITLES } from '../../app/routeTitles';

export const Route = createFileRoute('/restaurants/')({
  staticData: { title: TITLES.locations },
  component: RestaurantsScreen,
});
