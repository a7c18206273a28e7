import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/mrp-night')({
  staticData: { title: 'MRP Night' },
  component: () => <ComingSoon title="MRP Night" />,
});
