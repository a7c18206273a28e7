import { createFileRoute } from '@tanstack/react-router';
import { RestaurantsScreen } from '../../features/restaurants';

export const Route = createFileRoute('/restaurants/')({
  staticData: { title: 'Locations' },
  component: RestaurantsScreen,
});
