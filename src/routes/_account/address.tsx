import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/ComingSoon';

export const Route = createFileRoute('/_account/address')({
  staticData: { title: 'Address' },
  component: () => <ComingSoon title="Address" />,
});
