import { createFileRoute } from '@tanstack/react-router';
import { MyOrdersScreen } from '../../features/orders';
import { TITLES } from '../../app/routeTitles';

export const Route = createFileRoute('/_account/my-orders')({
  staticData: { title: TITLES.myOrders },
  component: MyOrdersScreen,
});
