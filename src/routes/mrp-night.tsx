import { createFileRoute } from '@tanstack/react-router';
import { MrpNightScreen } from '../features/pages';

export const Route = createFileRoute('/mrp-night')({
  staticData: { title: 'MRP Night' },
  component: MrpNightScreen,
});
