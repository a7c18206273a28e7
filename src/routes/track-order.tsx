import { createFileRoute } from '@tanstack/react-router';
import { TrackOrderScreen } from '../features/orders';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/track-order')({
  staticData: { title: TITLES.orderTracking },
  component: TrackOrderScreen,
});
