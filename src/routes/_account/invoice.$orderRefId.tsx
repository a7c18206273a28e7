import { createFileRoute, notFound } from '@tanstack/react-router';
import { InvoiceScreen } from '../../features/orders';
import { TITLES } from '../../app/routeTitles';
import { ORDER_REF_PATTERN } from '../../api/endpoints';

export const Route = createFileRoute('/_account/invoice/$orderRefId')({
  params: {
    parse: ({ orderRefId }) => {
      if (!ORDER_REF_PATTERN.test(orderRefId)) throw notFound();
      return { orderRefId };
    },
    stringify: ({ orderRefId }) => ({ orderRefId }),
  },
  staticData: { title: TITLES.invoice },
  component: InvoiceRoute,
});

function InvoiceRoute() {
  const { orderRefId } = Route.useParams();
  return <InvoiceScreen orderRefId={orderRefId} />;
}
