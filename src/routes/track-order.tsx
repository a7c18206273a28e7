import { createFileRoute } from '@tanstack/react-router';
import { TrackOrderScreen } from '../features/orders';

export const Route = createFileRoute('/track-order')({
  staticData: { title: 'Order Tracking' },
  component: TrackOrderScreen,
});
