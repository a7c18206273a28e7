import { createFileRoute, notFound } from '@tanstack/react-router';
import { OrderDetailsScreen } from '../../features/orders';
import { TITLES } from '../../app/routeTitles';
import { ORDER_REF_PATTERN } from '../../api/endpoints';

export const Route = createFileRoute('/_account/order-details/$orderRefId')({
  params: {
    parse: ({ orderRefId }) => {
      if (!ORDER_REF_PATTERN.test(orderRefId)) throw notFound();
      return { orderRefId };
    },
    stringify: ({ orderRefId }) => ({ orderRefId }),
  },
  staticData: { title: TITLES.orderDetails },
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { orderRefId } = Route.useParams();
  return <OrderDetailsScreen orderRefId={orderRefId} />;
}
