import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/ComingSoon';

export const Route = createFileRoute('/_account/settings')({
  staticData: { title: 'Settings' },
  component: () => <ComingSoon title="Settings" />,
});
