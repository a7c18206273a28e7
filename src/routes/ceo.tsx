import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/ceo')({
  staticData: { title: 'CEO Speaks' },
  component: () => <ComingSoon title="CEO Speaks" />,
});
