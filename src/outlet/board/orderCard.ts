/** One order on the board: what to cook, for whom, and the buttons for its next move. */
import type { OutletOrder } from '../contract';
import { t } from '../../i18n';
import { h } from '../../lib/elements';
import { ago, clockTime, rupees, slotTime } from './dom';
import { m } from './messages';

/** What the board asks the page to do when a button is tapped. */
export interface CardActions {
  move(order: OutletOrder, move: string, body?: unknown): void;
  reject(order: OutletOrder): void;
  handToRider(order: OutletOrder): void;
  deliverWithoutCode(order: OutletOrder): void;
  /** Issue 37: an order out for delivery with one of the outlet's riders goes to another (issue 44: or, rider needed, to any). */
  reassign(order: OutletOrder): void;
}

/** A dish's mark: a circle for veg, a triangle for egg or meat, as the diner's app draws them. */
const DIETS = {
  VEG: { className: 'veg', label: m.veg },
  EGG: { className: 'egg', label: m.egg },
  NON_VEG: { className: 'non-veg', label: m.nonVeg },
} as const satisfies Record<OutletOrder['items'][number]['vegNonVeg'], unknown>;

/**
 * The cook reads the food before promising a time, so a card's dishes come before its buttons. A new order of more
 * than SHOWN_WHOLE dishes shows its first FIRST_DISHES and '+ 9 more dishes', which opens the rest: a dozen dishes
 * still leave Accept and Reject on a 1024 x 768 tablet's first view, where the board's four columns wrap a dish's
 * name to two lines (five dishes put Reject 38 px below the screen). Once the kitchen has accepted, the card shows
 * every dish: it is what they cook from.
 */
const SHOWN_WHOLE = 4;
const FIRST_DISHES = 3;
/** The new orders whose every dish the cook opened: kept as the board draws its cards again on each change. */
const opened = new Set<string>();

/** Minutes a kitchen usually promises, one tap each. */
const PROMISES = [15, 20, 30, 45];

/** 'Delivery', 'Takeaway', 'Table 4': what kind of order, said on its card and when it arrives. */
export function kind(order: OutletOrder): string {
  if (order.orderType === 'DineIn') return order.tableNumber ? t(m.table, { table: order.tableNumber }) : t(m.dineIn);
  return t(order.orderType === 'HomeDelivery' ? m.delivery : m.takeaway);
}

function payment(order: OutletOrder): string {
  // A round of a table ordering together: the table's one bill, as its diners pay it in parts.
  const bill = order.tableBill;
  if (bill) {
    const of = t(m.tableBill, { total: rupees(bill.total), rounds: t(m.rounds, { count: bill.rounds }) });
    return `${of} · ${bill.due === 0 ? t(m.paidInFull) : t(m.paidLeft, { paid: rupees(bill.paid), due: rupees(bill.due) })}`;
  }
  if (order.paymentStatus === 'PAID') return `${rupees(order.total)} · ${t(m.paid)}`;
  if (order.paymentMode === 'CASH_ON_DELIVERY') return `${rupees(order.total)} · ${t(m.cashOnDelivery)}`;
  if (order.paymentStatus === 'POSTPAID') return `${rupees(order.total)} · ${t(m.billAtTable)}`;
  return `${rupees(order.total)} · ${t(m.payAtCounter)}`;
}

function actions(order: OutletOrder, act: CardActions): HTMLElement {
  const button = (label: string, onClick: () => void, style = '') => h('button', { type: 'button', class: `board-button ${style}`, onclick: onClick }, label);
  switch (order.status) {
    case 'PLACED':
      return h(
        'div',
        { class: 'card-actions' },
        h('p', { class: 'card-actions__label' }, t(m.acceptIn)),
        h('div', { class: 'card-actions__row' }, ...PROMISES.map((minutes) => button(t(m.minutes, { count: minutes }), () => act.move(order, 'accept', { minutes }), 'board-button--go'))),
        button(t(m.reject), () => act.reject(order), 'board-button--quiet'),
      );
    case 'ACCEPTED':
      return button(t(m.startPreparing), () => act.move(order, 'preparing'), 'board-button--go');
    case 'PREPARING':
      return button(t(m.ready), () => act.move(order, 'ready'), 'board-button--go');
    case 'READY':
      if (order.orderType === 'HomeDelivery') return button(t(m.handToRider), () => act.handToRider(order), 'board-button--go');
      return button(t(order.orderType === 'DineIn' ? m.served : m.pickedUp), () => act.move(order, 'delivered'), 'board-button--go');
    case 'OUT_FOR_DELIVERY':
      // Issue 37: one of the outlet's riders hands it over with the customer's code; the board only with a reason.
      // Their bike broke down: another of the outlet's riders takes it, with the same code.
      // Issue 44: the rider's shift ended with it: no one carries it until the board gives it to a rider.
      if (order.riderNeeded)
        return h('div', { class: 'card-actions' }, button(t(m.giveToRider), () => act.reassign(order), 'board-button--go'), button(t(m.delivered), () => act.deliverWithoutCode(order), 'board-button--quiet'));
      if (order.withCode)
        return h('div', { class: 'card-actions' }, button(t(m.handToAnother), () => act.reassign(order), 'board-button--quiet'), button(t(m.delivered), () => act.deliverWithoutCode(order), 'board-button--quiet'));
      return button(t(m.delivered), () => act.move(order, 'delivered'), 'board-button--go');
    default:
      return h('span');
  }
}

function dishLine(item: OutletOrder['items'][number]): HTMLElement {
  return h(
    'li',
    {},
    h('span', { class: `diet diet--${DIETS[item.vegNonVeg].className}`, role: 'img', 'aria-label': t(DIETS[item.vegNonVeg].label) }),
    h('b', {}, `${item.quantity} × `),
    item.title,
    item.choices ? h('span', { class: 'order-card__choices' }, item.choices) : null,
    item.instruction ? h('em', { class: 'order-card__note' }, item.instruction) : null,
  );
}

/** The order's dishes; a long new order's first few, with the button that opens (and folds) the rest. */
function dishes(order: OutletOrder): HTMLElement[] {
  const id = `dishes-${order.orderRefId}`;
  const folds = order.status === 'PLACED' && order.items.length > SHOWN_WHOLE;
  if (!folds) return [h('ul', { class: 'order-card__items', id }, ...order.items.map(dishLine))];
  const rest = order.items.slice(FIRST_DISHES).map((item) => {
    const line = dishLine(item);
    line.hidden = !opened.has(order.orderRefId);
    return line;
  });
  const list = h('ul', { class: 'order-card__items', id }, ...order.items.slice(0, FIRST_DISHES).map(dishLine), ...rest);
  const words = () => (opened.has(order.orderRefId) ? t(m.fewerDishes) : t(m.moreDishes, { count: rest.length }));
  const toggle: HTMLButtonElement = h(
    'button',
    {
      type: 'button',
      class: 'board-button board-button--quiet order-card__more',
      'aria-controls': id,
      'aria-expanded': String(opened.has(order.orderRefId)),
      onclick: () => {
        if (opened.has(order.orderRefId)) opened.delete(order.orderRefId);
        else opened.add(order.orderRefId);
        for (const line of rest) line.hidden = !opened.has(order.orderRefId);
        toggle.setAttribute('aria-expanded', String(opened.has(order.orderRefId)));
        toggle.textContent = words();
      },
    },
    words(),
  );
  return [list, toggle];
}

export function orderCard(order: OutletOrder, act: CardActions, now: number): HTMLElement {
  // A card gone from the board (accepted, rejected) no longer needs its dishes kept open.
  if (order.status !== 'PLACED') opened.delete(order.orderRefId);
  const late = order.status !== 'PLACED' && now > order.expectedAt;
  return h(
    'article',
    { class: `order-card${order.status === 'PLACED' ? ' order-card--new' : ''}`, 'data-order': order.orderRefId, 'aria-label': t(m.order, { ref: order.orderRefId }) },
    h(
      'header',
      { class: 'order-card__head' },
      h('strong', { class: 'order-card__kind' }, kind(order)),
      h('span', { class: 'order-card__ref' }, order.orderRefId),
    ),
    h(
      'p',
      { class: 'order-card__when' },
      t(m.placed, { ago: ago(order.placedAt, now) }),
      // A scheduled order says its slot from the start: the kitchen plans for it (issue 23).
      order.scheduledFor !== null
        ? h('strong', { class: 'order-card__slot' }, t(m.forSlot, { when: slotTime(order.scheduledFor, now) }))
        : order.status === 'PLACED'
          ? ''
          : h('span', { class: late ? 'late' : '' }, t(m.dueAt, { time: clockTime(order.expectedAt) })),
    ),
    // The food first, then the move it asks for; a long new order folds (dishes()) so its Accept stays in view.
    ...dishes(order),
    // Issue 35: the diner's one instruction for the whole order, under the dishes it is about, where the cook reads.
    order.cookingInstruction ? h('p', { class: 'order-card__instruction' }, h('strong', {}, t(m.cooking)), order.cookingInstruction) : null,
    actions(order, act),
    // Issue 44: what the outlet must see to, beside the buttons that see to it.
    order.riderNeeded ? h('p', { class: 'order-card__alert', 'data-testid': 'rider-needed' }, t(m.riderNeeded, { name: order.rider?.name ?? '' })) : null,
    order.codesStopped ? h('p', { class: 'order-card__alert', 'data-testid': 'codes-stopped' }, t(m.codesStoppedCard, { name: order.rider?.name ?? '' })) : null,
    h('p', { class: 'order-card__who' }, order.customerName, order.customerMobile ? ` · ${order.customerMobile}` : ''),
    order.deliveryAddress ? h('p', { class: 'order-card__where' }, order.deliveryAddress) : null,
    order.rider ? h('p', { class: 'order-card__rider' }, t(m.rider, { name: order.rider.name, phone: order.rider.phone })) : null,
    order.withCode && order.status === 'OUT_FOR_DELIVERY' ? h('p', { class: 'order-card__rider' }, t(m.withCode)) : null,
    h('p', { class: 'order-card__pay' }, payment(order)),
  );
}
