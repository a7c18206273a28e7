/** Orders: the draft at checkout (priced by the server), its changes, and the customer's order history. */
import { Hono } from 'hono';
import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  CHECKOUT_PATHS,
  PATHS,
  RATING_CHANGE_WINDOW_MS,
  rateOrderRequest,
  callTableRequest,
  cancelOrderRequest,
  quantityChangeRequest,
  reportOrderRequest,
  type Invoice,
  saveOrderRequest,
  updateInstructionRequest,
  orderInstructionRequest,
  type DriverLocation,
  type FoodOrderType,
  type Order,
  type OrderSummary,
  type PaymentMode,
  type PaymentStatus,
  type SaveOrderRequest,
} from '../../src/api/contract';
import { MSG } from '../../src/config/messages';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import { addresses, menuItems, orderItems, orders, restaurants } from '../db/schema';
import { tableWithKey } from '../tables/tableAccess';
import { metresBetween } from '../geo';
import { currentUser } from '../http/auth';
import { ApiError, ok } from '../http/envelope';
import { itemIdParam, orderRefParam, quantityChangeParam } from '../http/params';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import { settleCashOnHandover } from '../orders/handover';
import { driverLocationAt } from '../orders/progress';
import { callTable } from '../outlet/tableCalls';
import { cancelByCustomer } from '../orders/cancel';
import { reportProblem } from '../orders/report';
import { invoiceOf } from '../invoice';
import { saveDraft, type DraftLine } from '../orders/draft';
import { effectiveStatus, findOwnOrder, repriceDraft, requireDraft, toDraftAnswer, toOrder, type OrderRow } from '../orders/store';
import { assertTakesOrder, type RestaurantRow } from '../outlets';
import { orderDeliveryMinutes } from '../orders/deliveryTime';
import { deliversThatFar } from '../../src/rules/geo';
import { toRupees } from '../money';
import { chooseOn } from '../dishChoices';
import { m } from '../messages';
import { accountWords } from '../messages/account';
import { orderWords } from '../messages/orders';
import type { Words } from '../http/say';
import type { MessageRef } from '../../src/i18n';
import { inLineOrder, lineKey } from '../../src/rules/lineKey';

type MenuItemRow = typeof menuItems.$inferSelect;

export const MAX_QUANTITY = 50;
/** In English, as the tests read it; the customer reads it in their language. */
export const RATING_LOCKED = orderWords.ratingLocked.en;

const SERVES: Record<FoodOrderType, { flag: keyof RestaurantRow; refusal: MessageRef }> = {
  HomeDelivery: { flag: 'availableInHomeDelivery', refusal: orderWords.noHomeDelivery },
  TakeAway: { flag: 'availableInTakeAway', refusal: orderWords.noTakeAway },
  DineIn: { flag: 'availableInDineIn', refusal: orderWords.noDineIn },
};
const atMostOfOneItem: Words = { ref: orderWords.atMostOfOneItem, params: { max: MAX_QUANTITY } };

type Destination = { text: string; latitude: number; longitude: number; distance: number };

async function deliveryDestination(db: Database, userId: number, request: SaveOrderRequest, outlet: RestaurantRow): Promise<Destination> {
  let place: Omit<Destination, 'distance'>;
  if (request.deliveryAddressId !== undefined) {
    const [address] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, request.deliveryAddressId), eq(addresses.userId, userId)));
    if (!address) throw new ApiError(404, { ref: accountWords.addressNotFound });
    const text = [address.addressLine1, address.addressLine2, address.addressLine3].filter((line) => line !== '').join(', ');
    place = { text, latitude: address.latitude, longitude: address.longitude };
  } else if (request.deliveryLocation) {
    place = request.deliveryLocation;
  } else {
    throw new ApiError(422, { ref: m.chooseDeliveryAddress });
  }
  const distance = metresBetween(outlet, place);
  // The app's rule too: its cards and menu say so before the diner fills a cart (src/rules/geo.ts).
  if (!deliversThatFar(outlet, distance)) throw new ApiError(422, MSG.notDelivering);
  return { ...place, distance };
}

/** The cart's dishes as the menu has them now (never a kept copy: the draft is priced on them), built once (../db/prepared.ts). */
const dishesAt = preparedPer((db) =>
  db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.restaurantId, sql.placeholder('restaurantId')), sql`${menuItems.id} = any(${sql.placeholder('itemIds')})`))
    .prepare('cart_dishes'),
);

/**
 * The cart's lines priced from the menu, each dish with its choices: the same dish with the same choices (however
 * named: in another order, or a size left to its default) becomes one line, keeping the first non-empty instruction.
 */
function priceLines(items: SaveOrderRequest['items'], dishes: MenuItemRow[], outlet: RestaurantRow): DraftLine[] {
  const lines = new Map<string, DraftLine>();
  for (const item of items) {
    const dish = dishes.find((d) => d.id === item.itemId);
    if (!dish) throw new ApiError(422, `Item ${item.itemId} is not on the menu of ${outlet.title}`);
    if (!dish.isAvailable) throw new ApiError(422, { ref: m.notAvailableNow, params: { dish: dish.title } });
    const chosen = chooseOn(dish, item.choiceIds);
    const key = lineKey(item.itemId, chosen.choiceIds);
    const line = lines.get(key) ?? { itemId: item.itemId, ...chosen, quantity: 0, instruction: '', title: dish.title, vegNonVeg: dish.vegNonVeg };
    line.quantity += item.quantity;
    if (line.instruction === '') line.instruction = item.instruction ?? '';
    if (line.quantity > MAX_QUANTITY) throw new ApiError(422, atMostOfOneItem);
    lines.set(key, line);
  }
  return [...lines.values()];
}

export function orderRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.post(PATHS.saveOrder, async (c) => {
    const user = currentUser(c);
    const request = await readJsonBody(c, saveOrderRequest);
    const now = deps.now();
    // This process's copy of the outlet and its closures, forgotten whenever either changes (outletCache.ts).
    const { outlet, closure } = await deps.outlets.live(request.restaurantUuid, now);
    const serves = SERVES[request.orderType];
    if (!outlet[serves.flag]) throw new ApiError(422, { ref: serves.refusal, params: { outlet: outlet.title } });

    const dishes = await dishesAt(db).execute({ restaurantId: outlet.id, itemIds: request.items.map((item) => item.itemId) });
    const priced = priceLines(request.items, dishes, outlet);

    let destination: Destination | null = null;
    let table: { code: string; tableNumber: string } | null = null;
    if (request.orderType === 'HomeDelivery') destination = await deliveryDestination(db, user.id, request, outlet);
    if (request.orderType === 'DineIn') {
      // Issue 34: the table's code and its QR code's secret, at this outlet.
      if (!request.tableCode) throw new ApiError(422, MSG.scanQr);
      const row = await tableWithKey(db, request.tableCode, request.tableKey, outlet.id);
      table = { code: row.code, tableNumber: row.tableNumber };
    }
    // Last: what holds at any hour (items, address, table) is said first; opening hours and slots pass with time.
    const scheduledFor = request.scheduledFor === undefined ? null : new Date(request.scheduledFor);
    const deliveryMinutes = orderDeliveryMinutes({ orderType: request.orderType, deliveryDistanceMetres: destination?.distance ?? null }, deps);
    assertTakesOrder(outlet, { orderType: request.orderType, scheduledFor, deliveryMinutes }, now, closure);

    // A cart naming its earlier draft rewrites that draft under a row lock, in a transaction; a new one is a single
    // statement, atomic as it is (../orders/draft.ts).
    const save = (handle: Database) =>
      saveDraft(
        handle,
        {
          userId: user.id,
          restaurantId: outlet.id,
          orderType: request.orderType,
          earlierRefId: request.orderRefId,
          lines: priced,
          place: {
            tableCode: table?.code ?? null,
            tableNumber: table?.tableNumber ?? null,
            deliveryText: destination?.text ?? null,
            deliveryLatitude: destination?.latitude ?? null,
            deliveryLongitude: destination?.longitude ?? null,
            deliveryDistanceMetres: destination?.distance ?? null,
            scheduledFor,
          },
        },
        deps.now(),
      );
    const saved = request.orderRefId === undefined ? await save(db) : await db.transaction(save);
    // The answer from what this request holds: the lines it wrote, the outlet it priced at, the customer's points;
    // a draft it created has no money moved on it yet.
    const known = { items: saved.items, restaurant: outlet, pointsBalance: user.rewardPoints, ...(saved.created ? { ledger: [] } : {}) };
    return ok<Order>(c, await toDraftAnswer(db, saved, deps, c.req.raw, known), saved.couponDropped ?? { ref: m.orderSaved });
  });

  routes.post('/updateOrderItemQuantity/:orderRefId/:itemId/:type', async (c) => {
    const user = currentUser(c);
    const refId = orderRefParam(c.req.param('orderRefId'));
    const itemId = itemIdParam(c.req.param('itemId'));
    const change = quantityChangeParam(c.req.param('type'));
    const { choiceIds = [] } = await readJsonBody(c, quantityChangeRequest);
    const sameChoices = inLineOrder(choiceIds);
    const result = await db.transaction(async (tx) => {
      const order = await findOwnOrder(tx, user.id, refId, true);
      requireDraft(order);
      const [line] = await tx
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.itemId, itemId), eq(orderItems.choiceIds, sameChoices)));
      if (!line) throw new ApiError(404, { ref: orderWords.itemNotInOrder });
      if (change === 'INCREASE') {
        if (line.quantity >= MAX_QUANTITY) throw new ApiError(422, atMostOfOneItem);
        await tx.update(orderItems).set({ quantity: sql`${orderItems.quantity} + 1` }).where(eq(orderItems.id, line.id));
      } else if (line.quantity > 1) {
        await tx.update(orderItems).set({ quantity: sql`${orderItems.quantity} - 1` }).where(eq(orderItems.id, line.id));
      } else {
        const [other] = await tx.select({ id: orderItems.id }).from(orderItems).where(and(eq(orderItems.orderId, order.id), sql`${orderItems.id} <> ${line.id}`)).limit(1);
        if (!other) throw new ApiError(422, { ref: orderWords.needsOneItem });
        await tx.delete(orderItems).where(eq(orderItems.id, line.id));
      }
      return repriceDraft(tx, order, {}, deps.now());
    });
    return ok<Order>(c, await toDraftAnswer(db, result, deps, c.req.raw), result.couponDropped ?? { ref: m.orderUpdated });
  });

  routes.post(CHECKOUT_PATHS.updateInstruction, async (c) => {
    const user = currentUser(c);
    const { orderRefId, itemId, choiceIds = [], instruction } = await readJsonBody(c, updateInstructionRequest);
    const sameChoices = inLineOrder(choiceIds);
    const order = await db.transaction(async (tx) => {
      const row = await findOwnOrder(tx, user.id, orderRefId, true);
      requireDraft(row);
      const updated = await tx
        .update(orderItems)
        .set({ instruction })
        .where(and(eq(orderItems.orderId, row.id), eq(orderItems.itemId, itemId), eq(orderItems.choiceIds, sameChoices)))
        .returning({ id: orderItems.id });
      if (updated.length === 0) throw new ApiError(404, { ref: orderWords.itemNotInOrder });
      return row;
    });
    return ok<Order>(c, await toOrder(db, order, deps), { ref: m.instructionSaved });
  });

  // Issue 35: the order's one cooking instruction: only the caller's own order (another's is not found), and only
  // while it is a draft, checked on the locked row (a placed order's kitchen has its ticket; one awaiting a payment
  // keeps its terms).
  routes.post(CHECKOUT_PATHS.updateOrderInstruction, async (c) => {
    const user = currentUser(c);
    const { orderRefId, cookingInstruction } = await readJsonBody(c, orderInstructionRequest);
    const order = await db.transaction(async (tx) => {
      const row = await findOwnOrder(tx, user.id, orderRefId, true);
      requireDraft(row);
      const [updated] = await tx.update(orders).set({ cookingInstruction, updatedAt: new Date(deps.now()) }).where(eq(orders.id, row.id)).returning();
      if (!updated) throw new Error(`Order ${orderRefId} vanished while saving its instruction`);
      return updated;
    });
    return ok<Order>(c, await toOrder(db, order, deps), { ref: m.instructionSaved });
  });

  routes.get('/orderDetail/:orderRefId', async (c) => {
    const user = currentUser(c);
    const order = await findOwnOrder(db, user.id, orderRefParam(c.req.param('orderRefId')));
    return ok<Order>(c, await toOrder(db, order, deps));
  });

  routes.get(PATHS.orderList, async (c) => {
    const user = currentUser(c);
    const rows = await db
      .select({
        order: orders,
        restaurantName: restaurants.title,
        itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(Number),
        // The dishes' names in the order they were added, so a card in My Orders says what was ordered.
        itemTitles: sql<string[]>`(select coalesce(json_agg(${orderItems.title} order by ${orderItems.id}), '[]'::json) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`.mapWith(
          (value: unknown): string[] => (typeof value === 'string' ? (JSON.parse(value) as string[]) : (value as string[])),
        ),
      })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .where(and(eq(orders.userId, user.id), isNotNull(orders.placedAt)))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(200);
    // Cash collected at a handover since the last read is recorded before the cards say how each was paid.
    const settled = await Promise.all(rows.map(async (row) => ({ ...row, order: await settleCashOnHandover(db, row.order, deps) })));
    return ok<OrderSummary[]>(
      c,
      settled.map(({ order, restaurantName, itemCount, itemTitles }) => ({
        orderRefId: order.refId,
        orderType: order.orderType as FoodOrderType,
        status: effectiveStatus(order, deps),
        paymentStatus: order.paymentStatus as PaymentStatus,
        paymentMode: order.paymentMode as PaymentMode | null,
        restaurantName,
        orderTotal: toRupees(order.grandTotalPaise),
        itemCount,
        // A dish ordered in two sizes is named once.
        itemTitles: [...new Set(itemTitles)],
        rating: order.rating,
        createdAt: order.createdAt.getTime(),
        placedAt: order.placedAt?.getTime() ?? null,
        expectedAt: order.expectedAt?.getTime() ?? null,
        scheduledFor: order.scheduledFor?.getTime() ?? null,
      })),
    );
  });

  routes.get(PATHS.runningOrder, async (c) => {
    const user = currentUser(c);
    // Delivered is computed on read, so look at the newest few placed orders rather than filter in SQL.
    const recent = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), isNotNull(orders.placedAt), sql`${orders.status} <> 'CANCELLED'`))
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(20);
    const running = recent.find((order) => effectiveStatus(order, deps) !== 'DELIVERED');
    return ok<Order | null>(c, running ? await toOrder(db, running, deps) : null);
  });

  routes.get('/getDriverLocation/:orderRefId', async (c) => {
    const user = currentUser(c);
    const order = await findOwnOrder(db, user.id, orderRefParam(c.req.param('orderRefId')));
    if (order.orderType !== 'HomeDelivery' || order.deliveryLatitude === null || order.deliveryLongitude === null) {
      throw new ApiError(422, { ref: orderWords.noRider });
    }
    if (!order.placedAt || !order.expectedAt) throw new ApiError(422, { ref: orderWords.notPlacedYet });
    const [outlet] = await db.select().from(restaurants).where(eq(restaurants.id, order.restaurantId));
    if (!outlet) throw new Error(`Order ${order.refId} has no outlet`);
    const destination = { latitude: order.deliveryLatitude, longitude: order.deliveryLongitude };
    const placed = { ...order, placedAt: order.placedAt, expectedAt: order.expectedAt };
    return ok<DriverLocation>(c, driverLocationAt(placed, outlet, destination, deps.now(), deps));
  });

  routes.get('/orderInvoice/:orderRefId', async (c) => {
    const user = currentUser(c);
    const order = await findOwnOrder(db, user.id, orderRefParam(c.req.param('orderRefId')));
    // Cash collected at the handover makes the order paid: recorded before the invoice is made.
    return ok<Invoice>(c, await invoiceOf(db, await settleCashOnHandover(db, order, deps)));
  });

  routes.post(PATHS.callTable, async (c) => {
    const user = currentUser(c);
    const { orderRefId, need } = await readJsonBody(c, callTableRequest);
    const called = await callTable(deps, await findOwnOrder(db, user.id, orderRefId), need);
    return ok<Order>(c, await toOrder(db, called, deps), { ref: need === 'BILL' ? orderWords.billOnItsWay : orderWords.waiterOnTheWay });
  });

  routes.post(PATHS.cancelOrder, async (c) => {
    const user = currentUser(c);
    const { orderRefId, refundTo } = await readJsonBody(c, cancelOrderRequest);
    const cancelled = await cancelByCustomer(deps, user.id, orderRefId, refundTo ?? 'WALLET');
    return ok<Order>(c, await toOrder(db, cancelled, deps), { ref: orderWords.orderCancelled });
  });

  routes.post(PATHS.reportOrderProblem, async (c) => {
    const user = currentUser(c);
    const reported = await reportProblem(deps, user.id, await readJsonBody(c, reportOrderRequest));
    return ok<Order>(c, await toOrder(db, reported, deps), { ref: orderWords.reportReceived });
  });

  routes.post(PATHS.rateOrder, async (c) => {
    const user = currentUser(c);
    const { orderRefId, rating, comment } = await readJsonBody(c, rateOrderRequest);
    const order: OrderRow = await findOwnOrder(db, user.id, orderRefId);
    if (effectiveStatus(order, deps) !== 'DELIVERED') throw new ApiError(422, { ref: orderWords.rateOnceDelivered });
    // Issue 12: a rating can be changed for 24 hours after it was first given. One conditional update (not yet
    // rated, or first rated within the window), so a change racing the deadline cannot slip past it; ratedAt
    // keeps the first time (a rating from before ratedAt existed has none, and stays as it is).
    const now = new Date(deps.now());
    const [rated] = await db
      .update(orders)
      .set({ rating, ratingComment: comment, ratedAt: sql`coalesce(${orders.ratedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(
        and(
          eq(orders.id, order.id),
          or(isNull(orders.rating), gt(orders.ratedAt, new Date(now.getTime() - RATING_CHANGE_WINDOW_MS))),
        ),
      )
      .returning();
    if (!rated) throw new ApiError(422, { ref: orderWords.ratingLocked });
    const changed = order.rating !== null;
    return ok<Order>(c, await toOrder(db, rated, deps), { ref: changed ? orderWords.ratingUpdated : orderWords.thanksForRating });
  });

  return routes;
}
