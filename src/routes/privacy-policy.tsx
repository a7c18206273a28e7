import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { title: 'Privacy Policy' },
  component: () => <ComingSoon title="Privacy Policy" />,
});
