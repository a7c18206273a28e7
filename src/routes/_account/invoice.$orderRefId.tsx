import { createFileRoute } from '@tanstack/react-router';
import { InvoiceScreen } from '../../features/orders';
import { TITLES } from '../../app/routeTitles';
import { orderRefParams } from '../../app/orderRefParams';

export const Route = createFileRoute('/_account/invoice/$orderRefId')({
  params: orderRefParams,
  staticData: { title: TITLES.invoice },
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { orderRefId } = Route.useParams();
  return <InvoiceScreen orderRefId={orderRefId} />;
}
