import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import type { Order } from '../../api/contract';
import { pendingOrderRefAtom } from './pendingOrder';

/**
 * Sends the customer to /payment-methods for `order`: the order ref is kept on the device (never in the URL),
 * the amount and the way back travel as navigation state (SPEC 2).
 */
export function useGoToPayment() {
  const setPendingRef = useSetAtom(pendingOrderRefAtom);
  const navigate = useNavigate();
  return (order: Order, previousPath: string) => {
    setPendingRef(order.orderRefId);
    void navigate({ to: '/payment-methods', state: { previousPath, payableUsingGateWay: order.orderTotal } });
  };
}
