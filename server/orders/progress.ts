/**
 * Where a placed order stands. Its outlet moves it (server/outlet/moves.ts stores each move with its time); the
 * demo's outlets, which have no kitchen, are moved by the clock instead: a pure function of it, computed on every
 * read, so there are no timers to lose on a restart and tests can move an injected clock instead of waiting.
 */
import type { DriverLocation, FoodOrderType, OrderStatus } from '../../src/api/contract';
import { PREPARATION_MINUTES } from '../../src/lib/orderSlots';
import type { Deps } from '../http/types';
import { minutesFromNow, orderDeliveryMinutes } from './deliveryTime';

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
  /**
   * Scheduled for this time (issue 23): expectedAt is the slot, the time the food arrives (a delivery) or is ready
   * (a takeaway), as Swiggy's and Zomato's scheduled slots are; the kitchen starts early enough to keep it.
   */
  scheduledFor?: Date | null;
  /** Outlet to door, for a home delivery (the ride in front of a scheduled slot). */
  deliveryDistanceMetres?: number | null;
}

/** What the demo's clock needs of the server: whether it runs, and the rider's speed (the ride of a scheduled delivery). */
export type OrderClock = Pick<Deps, 'demo' | 'riderSpeedKmh'>;

const legOf = (order: ProgressInput) => ({ orderType: order.orderType, deliveryDistanceMetres: order.deliveryDistanceMetres ?? null });

/**
 * When the demo's clock starts moving a placed order: at once, or before a scheduled order's slot by what the order
 * takes, the kitchen's minutes and for a delivery the ride (issue 35: the slot is when it arrives, src/lib/orderSlots.ts
 * leadMinutes, the rule the slots offered were chosen by).
 */
function clockStart(order: ProgressInput, placedAt: number, clock: OrderClock): number {
  if (!order.scheduledFor) return placedAt;
  const lead = minutesFromNow(legOf(order), clock, ORDER_MINUTES[order.orderType as FoodOrderType]);
  return Math.max(placedAt, order.scheduledFor.getTime() - lead * 60_000);
}

/** A scheduled delivery's ride (ms): its rider leaves that long before the slot. 0 for any other order. */
function scheduledRideMs(order: ProgressInput, clock: OrderClock): number {
  if (!order.scheduledFor) return 0;
  const kitchen = ORDER_MINUTES[order.orderType as FoodOrderType];
  const total = orderDeliveryMinutes(legOf(order), clock, kitchen);
  return total === null ? 0 : (total - kitchen) * 60_000;
}

/**
 * When the demo's clock reaches a share of the order's time. A scheduled delivery cooks from `start` and rides for
 * its ride before `end`: the shares up to leaving are the kitchen's part, the rest the ride's. Any other order
 * spreads them over its whole time.
 */
function stageAt(share: number, order: ProgressInput, start: number, end: number, clock: OrderClock): number {
  const ride = scheduledRideMs(order, clock);
  if (ride === 0) return start + share * (end - start);
  const leave = Math.max(start, end - ride);
  if (share <= OUT_FOR_DELIVERY_AT) return start + (share / OUT_FOR_DELIVERY_AT) * (leave - start);
  return leave + ((share - OUT_FOR_DELIVERY_AT) / (1 - OUT_FOR_DELIVERY_AT)) * (end - leave);
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

export function progressOf(order: ProgressInput, now: number, clock: OrderClock): Progress {
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
  if (!movedByClock(order, clock.demo)) return { status: stored, history };

  const start = clockStart(order, placedAt, clock);
  const end = order.expectedAt.getTime();
  for (const stage of STAGES) {
    if (stage.deliveryOnly && order.orderType !== 'HomeDelivery') continue;
    const at = Math.round(stageAt(stage.at, order, start, end, clock));
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
  clock: OrderClock,
): DriverLocation {
  const { status } = progressOf(order, now, clock);
  const start = clockStart(order, order.placedAt.getTime(), clock);
  const leaveAt = stageAt(OUT_FOR_DELIVERY_AT, order, start, order.expectedAt.getTime(), clock);
  const byClock = movedByClock(order, clock.demo);
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
