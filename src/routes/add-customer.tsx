import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/add-customer')({
  staticData: { title: 'Register' },
  component: () => <ComingSoon title="Register" />,
});
