import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/terms-and-conditions')({
  staticData: { title: 'Terms And Conditions' },
  component: () => <ComingSoon title="Terms And Conditions" />,
});
