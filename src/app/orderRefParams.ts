import { notFound } from '@tanstack/react-router';
import { ORDER_REF_PATTERN } from '../api/protocol';

/** The params of a route under an order's reference (/order-details/<ref>, /invoice/<ref>): anything else is not found. */
export const orderRefParams = {
  parse: ({ orderRefId }: { orderRefId: string }) => {
    if (!ORDER_REF_PATTERN.test(orderRefId)) throw notFound();
    return { orderRefId };
  },
  stringify: ({ orderRefId }: { orderRefId: string }) => ({ orderRefId }),
};
