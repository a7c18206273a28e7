import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/ComingSoon';

export const Route = createFileRoute('/_account/offers')({
  staticData: { title: 'Offers & Rewards' },
  component: () => <ComingSoon title="Offers & Rewards" />,
});
