import { createFileRoute } from '@tanstack/react-router';
import { MyOrdersScreen } from '../../features/orders';

export const Route = createFileRoute('/_account/my-orders')({
  staticData: { title: 'My Orders' },
  component: MyOrdersScreen,
});
