import { apiGet, apiPost, apiRead } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { CancelOrderRequest, Invoice, Order, ReportOrderRequest, TableNeed } from '../../api/contract';
import { arrayOf, isNumber, isString, nullable, shape } from '../../api/guards';
import { isDriverLocation, isOrder, isOrderSummaryList, isRunningOrder } from '../../api/shapes';

type RefundTo = NonNullable<CancelOrderRequest['refundTo']>;

/**
 * The order as the server has it now, never the worker's copy: tracking, paying and rating decide on its status.
 * Order Details reads it with readOrderDetail, which may be the copy (offline), saying as of when.
 */
export const fetchOrderDetail = (orderRefId: string) => apiGet(PATHS.orderDetail(orderRefId), { auth: true, fresh: true, guard: isOrder });
export const readOrderDetail = (orderRefId: string) => apiRead(PATHS.orderDetail(orderRefId), { auth: true, guard: isOrder });

/** The customer's order in progress, or null when none is running. */
export async function fetchRunningOrder(): Promise<Order | null> {
  const running = await apiGet(PATHS.runningOrder, { auth: true, guard: isRunningOrder });
  // V2 may answer a list (several running orders); the newest placed one is the one to track.
  if (Array.isArray(running)) return running[0] ?? null;
  return running ?? null;
}

/** The customer's orders, or offline the worker's copy with its time. */
export const readOrderList = () => apiRead(PATHS.orderList, { auth: true, guard: isOrderSummaryList });

export const fetchDriverLocation = (orderRefId: string) => apiGet(PATHS.driverLocation(orderRefId), { auth: true, guard: isDriverLocation });

/**
 * A tip is a payment: sent now or not at all (never queued offline); each user attempt carries its own key,
 * reused by the client's retries. Ratings go through the outbox (RateOrder.tsx).
 */
export const payTip = (orderRefId: string, tipAmount: number, idempotencyKey: string) =>
  apiPost(PATHS.payTip, { orderRefId, tipAmount }, { auth: true, idempotencyKey, guard: isOrder });

/** Dine-in: calls a waiter or asks for the bill; a call already waiting keeps its time. */
export const callTable = (orderRefId: string, need: TableNeed) => apiPost(PATHS.callTable, { orderRefId, need }, { auth: true, guard: isOrder });

/** The GST invoice's shape, checked here: only the invoice screen reads it. */
const isInvoice = shape<Invoice>({
  invoiceNumber: isString,
  invoiceDate: isNumber,
  seller: shape<Invoice['seller']>({ legalName: isString, tradeName: isString, address: isString, gstin: isString, state: isString, stateCode: isString }),
  customer: shape<Invoice['customer']>({ name: isString, mobile: isString, gstin: nullable(isString) }),
  lines: arrayOf(shape<Invoice['lines'][number]>({ description: isString, quantity: isNumber, rate: isNumber, amount: isNumber })),
  taxableValue: isNumber,
  cgst: isNumber,
  sgst: isNumber,
  total: isNumber,
  loyaltyPoints: isNumber,
});

/** The GST invoice of a paid order. */
export const fetchInvoice = (orderRefId: string) => apiGet(PATHS.orderInvoice(orderRefId), { auth: true, guard: isInvoice });

/** Cancels an order its outlet has not accepted yet; a provider payment goes back to its source or the wallet. */
export const cancelOrder = (orderRefId: string, refundTo: RefundTo) => apiPost(PATHS.cancelOrder, { orderRefId, refundTo }, { auth: true, guard: isOrder });

/** Reports a missing or wrong dish on an order that reached the customer; the outlet's board shows it. */
export const reportOrderProblem = (request: ReportOrderRequest) => apiPost(PATHS.reportOrderProblem, request, { auth: true, guard: isOrder });
