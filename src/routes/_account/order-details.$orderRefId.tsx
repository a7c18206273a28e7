import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailsScreen } from '../../features/orders';
import { TITLES } from '../../app/routeTitles';
import { orderRefParams } from '../../app/orderRefParams';

export const Route = createFileRoute('/_account/order-details/$orderRefId')({
  params: orderRefParams,
  staticData: { title: TITLES.orderDetails },
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { orderRefId } = Route.useParams();
  return <OrderDetailsScreen orderRefId={orderRefId} />;
}
