import { createFileRoute } from '@tanstack/react-router';
import { FranchiseScreen } from '../features/forms';

export const Route = createFileRoute('/franchise')({
  staticData: { title: 'Get Franchisee' },
  component: FranchiseScreen,
});
