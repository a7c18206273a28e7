import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/franchise')({
  staticData: { title: 'Get Franchisee' },
  component: () => <ComingSoon title="Get Franchisee" />,
});
