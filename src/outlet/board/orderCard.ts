/** One order on the board: what to cook, for whom, and the buttons for its next move. */
import type { OutletOrder } from '../contract';
import { ago, clockTime, dayOf, h, rupees } from './dom';

/** What the board asks the page to do when a button is tapped. */
export interface CardActions {
  move(order: OutletOrder, move: string, body?: unknown): void;
  reject(order: OutletOrder): void;
  handToRider(order: OutletOrder): void;
}

/** A dish's mark: a circle for veg, a triangle for egg or meat, as the diner's app draws them. */
const DIETS: Record<OutletOrder['items'][number]['vegNonVeg'], { className: string; label: string }> = {
  VEG: { className: 'veg', label: 'Veg' },
  EGG: { className: 'egg', label: 'Egg' },
  NON_VEG: { className: 'non-veg', label: 'Non-veg' },
};

/** Minutes a kitchen usually promises, one tap each. */
const PROMISES = [15, 20, 30, 45];

function kind(order: OutletOrder): string {
  if (order.orderType === 'DineIn') return order.tableNumber ? `Table ${order.tableNumber}` : 'Dine-in';
  return order.orderType === 'HomeDelivery' ? 'Delivery' : 'Takeaway';
}

function payment(order: OutletOrder): string {
  // A round of a table ordering together: the table's one bill, as its diners pay it in parts.
  const bill = order.tableBill;
  if (bill) {
    const of = `table bill ${rupees(bill.total)} (${bill.rounds} ${bill.rounds === 1 ? 'round' : 'rounds'})`;
    return bill.due === 0 ? `${of} · paid in full` : `${of} · ${rupees(bill.paid)} paid, ${rupees(bill.due)} left`;
  }
  if (order.paymentStatus === 'PAID') return `${rupees(order.total)} · paid`;
  if (order.paymentMode === 'CASH_ON_DELIVERY') return `${rupees(order.total)} · cash on delivery`;
  if (order.paymentStatus === 'POSTPAID') return `${rupees(order.total)} · bill at the table`;
  return `${rupees(order.total)} · pay at the counter`;
}

function actions(order: OutletOrder, act: CardActions): HTMLElement {
  const button = (label: string, onClick: () => void, style = '') => h('button', { type: 'button', class: `board-button ${style}`, onclick: onClick }, label);
  switch (order.status) {
    case 'PLACED':
      return h(
        'div',
        { class: 'card-actions' },
        h('p', { class: 'card-actions__label' }, 'Accept, ready in'),
        h('div', { class: 'card-actions__row' }, ...PROMISES.map((minutes) => button(`${minutes} min`, () => act.move(order, 'accept', { minutes }), 'board-button--go'))),
        button('Reject', () => act.reject(order), 'board-button--quiet'),
      );
    case 'ACCEPTED':
      return button('Start preparing', () => act.move(order, 'preparing'), 'board-button--go');
    case 'PREPARING':
      return button('Ready', () => act.move(order, 'ready'), 'board-button--go');
    case 'READY':
      if (order.orderType === 'HomeDelivery') return button('Hand to rider', () => act.handToRider(order), 'board-button--go');
      return button(order.orderType === 'DineIn' ? 'Served' : 'Picked up', () => act.move(order, 'delivered'), 'board-button--go');
    case 'OUT_FOR_DELIVERY':
      return button('Delivered', () => act.move(order, 'delivered'), 'board-button--go');
    default:
      return h('span');
  }
}

export function orderCard(order: OutletOrder, act: CardActions, now: number): HTMLElement {
  const late = order.status !== 'PLACED' && now > order.expectedAt;
  return h(
    'article',
    { class: `order-card${order.status === 'PLACED' ? ' order-card--new' : ''}`, 'data-order': order.orderRefId, 'aria-label': `Order ${order.orderRefId}` },
    h(
      'header',
      { class: 'order-card__head' },
      h('strong', { class: 'order-card__kind' }, kind(order)),
      h('span', { class: 'order-card__ref' }, order.orderRefId),
    ),
    h(
      'p',
      { class: 'order-card__when' },
      `Placed ${ago(order.placedAt, now)}`,
      // A scheduled order says its slot from the start: the kitchen plans for it (issue 23).
      order.scheduledFor !== null
        ? h('strong', { class: 'order-card__slot' }, ` · for ${dayOf(order.scheduledFor, now)}${clockTime(order.scheduledFor)}`)
        : order.status === 'PLACED'
          ? ''
          : h('span', { class: late ? 'late' : '' }, ` · due ${clockTime(order.expectedAt)}`),
    ),
    // Issue 35: the card's next move right under its name, never below its dishes: a new order of a dozen dishes
    // kept its Accept buttons below the screen's edge at 1024 x 768, to be found by scrolling.
    actions(order, act),
    h(
      'ul',
      { class: 'order-card__items' },
      ...order.items.map((item) =>
        h(
          'li',
          {},
          h('span', { class: `diet diet--${DIETS[item.vegNonVeg].className}`, role: 'img', 'aria-label': DIETS[item.vegNonVeg].label }),
          h('b', {}, `${item.quantity} × `),
          item.title,
          item.choices ? h('span', { class: 'order-card__choices' }, item.choices) : null,
          item.instruction ? h('em', { class: 'order-card__note' }, item.instruction) : null,
        ),
      ),
    ),
    // Issue 35: the diner's one instruction for the whole order, under the dishes it is about, where the cook reads.
    order.cookingInstruction ? h('p', { class: 'order-card__instruction' }, h('strong', {}, 'Cooking: '), order.cookingInstruction) : null,
    h('p', { class: 'order-card__who' }, order.customerName, order.customerMobile ? ` · ${order.customerMobile}` : ''),
    order.deliveryAddress ? h('p', { class: 'order-card__where' }, order.deliveryAddress) : null,
    order.rider ? h('p', { class: 'order-card__rider' }, `Rider: ${order.rider.name} · ${order.rider.phone}`) : null,
    h('p', { class: 'order-card__pay' }, payment(order)),
  );
}
