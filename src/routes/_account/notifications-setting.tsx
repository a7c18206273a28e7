import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/ComingSoon';

export const Route = createFileRoute('/_account/notifications-setting')({
  staticData: { title: 'Notification Settings' },
  component: () => <ComingSoon title="Notification Settings" />,
});
