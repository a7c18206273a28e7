import { apiGet, apiPost } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { DriverLocation, Order, OrderSummary } from '../../api/contract';

export const fetchOrderDetail = (orderRefId: string) => apiGet<Order>(PATHS.orderDetail(orderRefId), { auth: true });

/** The customer's order in progress, or null when none is running. */
export async function fetchRunningOrder(): Promise<Order | null> {
  const running = await apiGet<Order | Order[] | null>(PATHS.runningOrder, { auth: true });
  // V2 may answer a list (several running orders); the newest placed one is the one to track.
  if (Array.isArray(running)) return running[0] ?? null;
  return running ?? null;
}

export const fetchOrderList = () => apiGet<OrderSummary[]>(PATHS.orderList, { auth: true });

export const fetchDriverLocation = (orderRefId: string) => apiGet<DriverLocation>(PATHS.driverLocation(orderRefId), { auth: true });

/** Rating and tipping change the order once: each user attempt carries its own key, reused by the client's retries. */
export const rateOrder = (orderRefId: string, rating: number, comment: string) =>
  apiPost<Order>(PATHS.rateOrder, { orderRefId, rating, comment }, { auth: true, idempotencyKey: true });

export const payTip = (orderRefId: string, tipAmount: number, idempotencyKey: string) =>
  apiPost<Order>(PATHS.payTip, { orderRefId, tipAmount }, { auth: true, idempotencyKey });
