import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/ComingSoon';

export const Route = createFileRoute('/_account/notifications')({
  staticData: { title: 'Notifications' },
  component: () => <ComingSoon title="Notifications" />,
});
