/**
 * Where a placed order stands. Its outlet moves it (server/outlet/moves.ts stores each move with its time); the
 * demo's outlets, which have no kitchen, are moved by the clock instead: a pure function of it, computed on every
 * read, so there are no timers to lose on a restart and tests can move an injected clock instead of waiting.
 */
import type { DriverLocation, FoodOrderType, OrderStatus } from '../../src/api/contract';
import { PREPARATION_MINUTES } from '../../src/lib/orderSlots';

/**
 * How long the kitchen takes in real life, by type; the demo replaces this with DEMO_ORDER_SECONDS. The same minutes
 * the app's scheduled slots leave the kitchen (src/lib/orderSlots.ts). A delivery's ride comes on top of its
 * kitchen minutes (./deliveryTime.ts): placing and accepting it set expectedAt to both.
 */
export const ORDER_MINUTES: Record<FoodOrderType, number> = PREPARATION_MINUTES;

/** Share of the order's duration at which each later status is reached. */
const STAGES: ReadonlyArray<{ status: OrderStatus; at: number; deliveryOnly?: boolean }> = [
  { status: 'ACCEPTED', at: 0.1 },
  { status: 'PREPARING', at: 0.25 },
  { status: 'OUT_FOR_DELIVERY', at: 0.55, deliveryOnly: true },
  { status: 'DELIVERED', at: 1 },
];
const OUT_FOR_DELIVERY_AT = 0.55;

export interface ProgressInput {
  orderType: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  placedAt: Date | null;
  expectedAt: Date | null;
  /** Placed at an outlet with a kitchen (an outlet key): only its moves count, never the demo's clock. */
  kitchenMoves?: boolean;
  /** The outlet's moves, in order. */
  moves?: ReadonlyArray<{ status: string; at: number }>;
  /** Scheduled for this time (issue 23): expectedAt is the slot, and the kitchen starts its preparation time before. */
  scheduledFor?: Date | null;
}

/** When the demo's clock starts moving a placed order: at once, or a scheduled order's preparation time before its slot. */
function clockStart(order: ProgressInput, placedAt: number): number {
  if (!order.scheduledFor) return placedAt;
  return Math.max(placedAt, order.scheduledFor.getTime() - ORDER_MINUTES[order.orderType as FoodOrderType] * 60_000);
}

/** Moved by the demo's clock: a demo server's order at an outlet without a kitchen, that no kitchen has touched. */
export const movedByClock = (order: ProgressInput, demo: boolean): boolean =>
  demo && !order.kitchenMoves && order.status === 'PLACED' && (order.moves?.length ?? 0) === 0;

export interface Progress {
  status: OrderStatus;
  history: Array<{ status: OrderStatus; at: number }>;
}

export const orderDurationMs = (orderType: FoodOrderType, demo: boolean, demoOrderSeconds: number): number =>
  demo ? demoOrderSeconds * 1000 : ORDER_MINUTES[orderType] * 60_000;

export function progressOf(order: ProgressInput, now: number, demo: boolean): Progress {
  const stored = order.status as OrderStatus;
  if (!order.placedAt || !order.expectedAt) {
    const history: Progress['history'] = [{ status: 'DRAFT', at: order.createdAt.getTime() }];
    if (stored !== 'DRAFT') history.push({ status: stored, at: order.updatedAt.getTime() });
    return { status: stored, history };
  }
  const placedAt = order.placedAt.getTime();
  const history: Progress['history'] = [{ status: 'PLACED', at: placedAt }];
  for (const move of order.moves ?? []) history.push({ status: move.status as OrderStatus, at: move.at });
  if (stored === 'CANCELLED' && history[history.length - 1]?.status !== 'CANCELLED') history.push({ status: stored, at: order.updatedAt.getTime() });
  if (!movedByClock(order, demo)) return { status: stored, history };

  const start = clockStart(order, placedAt);
  const duration = order.expectedAt.getTime() - start;
  for (const stage of STAGES) {
    if (stage.deliveryOnly && order.orderType !== 'HomeDelivery') continue;
    const at = start + Math.round(stage.at * duration);
    if (at > now) break;
    history.push({ status: stage.status, at });
  }
  return { status: history[history.length - 1]?.status ?? 'PLACED', history };
}

interface Point {
  latitude: number;
  longitude: number;
}

/**
 * The rider's route: outlet, then two turns on a rough street grid (north-south first, then east-west),
 * then the door. Deterministic, so every read of the same moment gives the same position.
 */
export function riderPath(from: Point, to: Point): Point[] {
  const midLatitude = from.latitude + (to.latitude - from.latitude) * 0.6;
  return [
    from,
    { latitude: midLatitude, longitude: from.longitude + (to.longitude - from.longitude) * 0.15 },
    { latitude: midLatitude, longitude: to.longitude },
    to,
  ];
}

/** The point a share (0 to 1) of the way along the path, measured by length (degrees, corrected for latitude). */
export function pointAlong(path: readonly Point[], share: number): Point {
  const scale = Math.cos(((path[0]?.latitude ?? 0) * Math.PI) / 180);
  const legs = path.slice(1).map((end, i) => {
    const start = path[i] as Point;
    return { start, end, length: Math.hypot(end.latitude - start.latitude, (end.longitude - start.longitude) * scale) };
  });
  const total = legs.reduce((sum, leg) => sum + leg.length, 0);
  let remaining = Math.min(1, Math.max(0, share)) * total;
  for (const leg of legs) {
    if (remaining <= leg.length && leg.length > 0) {
      const t = remaining / leg.length;
      return {
        latitude: leg.start.latitude + (leg.end.latitude - leg.start.latitude) * t,
        longitude: leg.start.longitude + (leg.end.longitude - leg.start.longitude) * t,
      };
    }
    remaining -= leg.length;
  }
  return path[path.length - 1] ?? { latitude: 0, longitude: 0 };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** A rider's last reported position (the outlet API), when the kitchen's rider reports one. */
export interface RiderFix {
  riderLatitude: number | null;
  riderLongitude: number | null;
  riderAt: Date | null;
}

/**
 * Where the rider is: waiting at the outlet, on the way, or at the door once delivered. A kitchen's rider is where
 * they last reported (at the outlet until the first report); the demo's rider drives a path by the clock.
 */
export function driverLocationAt(
  order: ProgressInput & RiderFix & { placedAt: Date; expectedAt: Date },
  outlet: Point,
  destination: Point,
  now: number,
  demo: boolean,
): DriverLocation {
  const { status } = progressOf(order, now, demo);
  const start = clockStart(order, order.placedAt.getTime());
  const leaveAt = start + OUT_FOR_DELIVERY_AT * (order.expectedAt.getTime() - start);
  const byClock = movedByClock(order, demo);
  let position: Point = outlet;
  let updatedAt = now;
  if (status === 'DELIVERED') position = destination;
  else if (status === 'OUT_FOR_DELIVERY' && !byClock && order.riderLatitude !== null && order.riderLongitude !== null) {
    position = { latitude: order.riderLatitude, longitude: order.riderLongitude };
    updatedAt = order.riderAt?.getTime() ?? now;
  } else if (status === 'OUT_FOR_DELIVERY' && byClock) {
    position = pointAlong(riderPath(outlet, destination), (now - leaveAt) / (order.expectedAt.getTime() - leaveAt));
  }
  const remainingMs = order.expectedAt.getTime() - now;
  return {
    latitude: round6(position.latitude),
    longitude: round6(position.longitude),
    updatedAt,
    etaMinutes: status === 'DELIVERED' || status === 'CANCELLED' ? null : Math.max(0, Math.ceil(remainingMs / 60_000)),
    status,
  };
}
