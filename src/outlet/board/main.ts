/**
 * The kitchen board (issue 22) at /outlet: for an outlet without a POS, on a tablet by the pass. Signed in with the
 * outlet's key; live orders in columns by what the kitchen does next; one tap per move; a chime for a new order;
 * dishes out of stock and back; pause and resume. Changes arrive live, with a poll every 20 s as the fall-back.
 * Plain DOM and no framework: it loads in a few kilobytes, apart from the customer app.
 */
import type { OrderStatus } from '../../api/contract';
import type { OutletDish, OutletInfo, OutletOrder, OutletTable } from '../contract';
import { PAUSE_MINUTES } from '../constants';
import { call, follow, forgetKey, KeyRefused, savedKey, saveKey } from './api';
import { chime, unlockChime } from './chime';
import { askAnswer, askReason, askRider, confirmMove } from './dialogs';
import { reportsView } from './reports';
import { ago, clockTime, h, rupees } from './dom';
import { orderCard, type CardActions } from './orderCard';
import { showTableQr, tablesView, type TableActions } from './tables';
import { tableQrUrl } from '../../api/tableQr';
import './board.css';

const COLUMNS: Array<{ title: string; statuses: OrderStatus[] }> = [
  { title: 'New', statuses: ['PLACED'] },
  { title: 'Preparing', statuses: ['ACCEPTED', 'PREPARING'] },
  { title: 'Ready', statuses: ['READY'] },
  { title: 'With the rider', statuses: ['OUT_FOR_DELIVERY'] },
];
const POLL_MS = 20_000;

type View = 'orders' | 'menu' | 'tables';

const root = document.getElementById('board') as HTMLElement;
const state = {
  info: null as OutletInfo | null,
  orders: [] as OutletOrder[],
  dishes: null as OutletDish[] | null,
  tables: null as OutletTable[] | null,
  tablesAt: null as number | null,
  view: 'orders' as View,
  live: false,
  notice: '',
  busy: new Set<string>(),
};
let stop: AbortController | null = null;

function say(notice: string): void {
  state.notice = notice;
  render();
}

/** Runs a call; a refused key signs the board out, anything else is said on the bar (after `what` failed, if given). */
async function attempt<T>(work: () => Promise<T>, what = ''): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    if (error instanceof KeyRefused) signOut(error.message);
    else say(what ? `${what} ${why}` : why);
    return undefined;
  }
}

async function refresh(): Promise<void> {
  const orders = await attempt(() => call<OutletOrder[]>('/orders'));
  if (!orders) return;
  // A chime for what needs someone: a new order, a table calling or a customer reporting that was not before.
  const known = new Set(state.orders.map((o) => o.orderRefId));
  const calling = new Set(
    state.orders.flatMap((o) => [o.calls.waiter !== null ? `${o.orderRefId}:w` : '', o.calls.bill !== null ? `${o.orderRefId}:b` : '']),
  );
  const newOrder = orders.some((o) => o.status === 'PLACED' && !known.has(o.orderRefId));
  const reporting = new Set(state.orders.filter((o) => o.report !== null).map((o) => o.orderRefId));
  const newReport = orders.some((o) => o.report !== null && !reporting.has(o.orderRefId));
  const newCall = orders.some(
    (o) => (o.calls.waiter !== null && !calling.has(`${o.orderRefId}:w`)) || (o.calls.bill !== null && !calling.has(`${o.orderRefId}:b`)),
  );
  if ((newOrder || newCall || newReport) && state.info) chime();
  state.orders = orders;
  render();
  // A round sent or paid changes a table's bill: the tables in sight follow the orders.
  if (state.view === 'tables') await refreshTables();
}

/** The tables as the API gives them now; on a failure the last list stays, and the bar says why. */
async function refreshTables(): Promise<void> {
  const tables = await attempt(() => call<OutletTable[]>('/tables'), 'The tables could not be loaded.');
  if (!tables) return;
  state.tables = tables;
  state.tablesAt = Date.now();
  render();
}

/** A table as an action left it: shown at once (any earlier failure's notice goes), then the whole list asked again. */
async function changed(table: OutletTable): Promise<void> {
  state.notice = '';
  state.tables = state.tables?.map((row) => (row.code === table.code ? table : row)) ?? null;
  render();
  await refreshTables();
}

const tableActions: TableActions = {
  clear: (table) => {
    const due = table.session?.bill.due ?? 0;
    const lines = [
      'Every phone at the table leaves its session, and the next scan starts a new one. Do it once the diners have left.',
      ...(due > 0 ? [`${rupees(due)} of its bill is not paid yet.`] : []),
    ];
    void confirmMove(`Clear table ${table.tableNumber}?`, lines, 'Clear table', true).then(async (yes) => {
      if (!yes) return;
      const cleared = await attempt(() => call<OutletTable>(`/tables/${encodeURIComponent(table.code)}/clear`, {}), `Table ${table.tableNumber} was not cleared.`);
      if (cleared) await changed(cleared);
    });
  },
  rotate: (table) => {
    const lines = ['The QR code on the table now stops working: print the new one and put it on the table. Diners at the table now stay.'];
    void confirmMove(`New QR code for table ${table.tableNumber}?`, lines, 'New QR code').then(async (yes) => {
      if (!yes) return;
      const rotated = await attempt(() => call<OutletTable>(`/tables/${encodeURIComponent(table.code)}/rotate`, {}), `Table ${table.tableNumber} keeps its QR code.`);
      if (!rotated) return;
      showTableQr(rotated, tableQrUrl(location.origin, rotated.code, rotated.secret), state.info?.title ?? '', true);
      await changed(rotated);
    });
  },
  showQr: (table) => showTableQr(table, tableQrUrl(location.origin, table.code, table.secret), state.info?.title ?? '', false),
  refresh: () => void refreshTables(),
};

const actions: CardActions = {
  move: (order, move, body = {}) => {
    if (state.busy.has(order.orderRefId)) return;
    state.busy.add(order.orderRefId);
    void attempt(() => call<OutletOrder>(`/orders/${order.orderRefId}/${move}`, body)).then(async (moved) => {
      state.busy.delete(order.orderRefId);
      if (moved) state.notice = '';
      await refresh();
    });
  },
  reject: (order) =>
    void askReason(order).then((reason) => {
      if (reason) actions.move(order, 'reject', { reason });
    }),
  handToRider: (order) =>
    void askRider(order).then((rider) => {
      if (rider) actions.move(order, 'out-for-delivery', rider);
    }),
};

async function toggleDish(dish: OutletDish): Promise<void> {
  const changed = await attempt(() => call<OutletDish>(`/menu/${dish.itemId}/stock`, { inStock: !dish.inStock }));
  if (changed && state.dishes) state.dishes = state.dishes.map((d) => (d.itemId === dish.itemId ? { ...d, inStock: changed.inStock } : d));
  render();
}

async function pause(minutes: number | null): Promise<void> {
  const info = await attempt(() => (minutes === null ? call<OutletInfo>('/resume', {}) : call<OutletInfo>('/pause', { minutes })));
  if (info) state.info = info;
  render();
}

function header(): HTMLElement {
  const info = state.info;
  const paused = info?.pausedUntil
    ? h('p', { class: 'paused', role: 'status' }, `Not taking orders until ${clockTime(info.pausedUntil)}`)
    : null;
  const pauseControl = info?.pausedUntil
    ? h(
        'button',
        {
          type: 'button',
          class: 'board-button board-button--go',
          onclick: () => void pause(null),
        },
        'Resume orders',
      )
    : h(
        'label',
        { class: 'pause' },
        'Pause orders ',
        h(
          'select',
          {
            class: 'board-input',
            onchange: (event: Event) => void pause(Number((event.target as HTMLSelectElement).value)),
          },
          h('option', { value: '' }, 'for…'),
          ...[15, 30, 60, 120]
            .filter((m) => m >= PAUSE_MINUTES.min && m <= PAUSE_MINUTES.max)
            .map((m) => h('option', { value: m }, m < 60 ? `${m} min` : `${m / 60} h`)),
        ),
      );
  return h(
    'header',
    { class: 'board-head' },
    h('h1', {}, info?.title ?? 'Kitchen board'),
    h('span', { class: `live${state.live ? ' live--on' : ''}`, role: 'status' }, state.live ? 'Live' : 'Reconnecting…'),
    h(
      'nav',
      { class: 'tabs', 'aria-label': 'Board' },
      tab('orders', 'Orders'),
      tab('menu', 'Menu'),
      tab('tables', 'Tables'),
    ),
    pauseControl,
    h(
      'button',
      {
        type: 'button',
        class: 'board-button board-button--quiet',
        onclick: () => signOut(''),
      },
      'Sign out',
    ),
    paused,
  );
}

const tab = (view: View, label: string) =>
  h('button', { type: 'button', class: 'tab', 'aria-pressed': String(state.view === view), onclick: () => showView(view) }, label);

function showView(view: View): void {
  state.view = view;
  if (view === 'menu' && !state.dishes)
    void attempt(() => call<OutletDish[]>('/menu')).then((dishes) => ((state.dishes = dishes ?? null), render()));
  // Tables change without an event on the stream (a diner joins, a table is cleared elsewhere): asked afresh each time.
  if (view === 'tables') void refreshTables();
  render();
}

/** Tables waiting for a waiter or their bill, longest first, each with its Done. */
function callsView(now: number): HTMLElement | null {
  const calls = state.orders
    .flatMap((order) => [
      order.calls.waiter === null ? null : { order, need: 'waiter', label: 'Waiter', since: order.calls.waiter },
      order.calls.bill === null ? null : { order, need: 'bill', label: 'Bill', since: order.calls.bill },
    ])
    .filter((call) => call !== null)
    .sort((a, b) => a.since - b.since);
  if (calls.length === 0) return null;
  return h(
    'section',
    { class: 'calls', 'aria-label': 'Tables calling' },
    ...calls.map(({ order, need, label, since }) =>
      h(
        'div',
        { class: 'call' },
        h('strong', {}, `Table ${order.tableNumber ?? '?'}`),
        h('span', {}, `${label} · ${ago(since, now)}`),
        h(
          'button',
          {
            type: 'button',
            class: 'board-button board-button--go',
            onclick: () => callDone(order, need),
          },
          'Done',
        ),
      ),
    ),
  );
}

function callDone(order: OutletOrder, need: string): void {
  void attempt(() => call<OutletOrder>(`/orders/${order.orderRefId}/calls/${need}/done`, {})).then(() => refresh());
}

function answerReport(order: OutletOrder): void {
  void askAnswer(order, order.report?.refundable ?? 0).then((answer) => {
    if (answer) void attempt(() => call<OutletOrder>(`/orders/${order.orderRefId}/report/answer`, answer)).then(() => refresh());
  });
}

function ordersView(): HTMLElement {
  const now = Date.now();
  return h(
    'div',
    {},
    callsView(now),
    reportsView(state.orders, answerReport, now),
    h(
      'div',
      { class: 'columns' },
      ...COLUMNS.map((column) => {
        const orders = state.orders.filter((o) => column.statuses.includes(o.status));
        return h(
          'section',
          { class: 'column', 'aria-label': column.title },
          h('h2', {}, column.title, h('span', { class: 'count' }, String(orders.length))),
          ...(orders.length ? orders.map((order) => orderCard(order, actions, now)) : [h('p', { class: 'column__empty' }, 'Nothing here')]),
        );
      }),
    ),
  );
}

function menuView(): HTMLElement {
  if (!state.dishes) return h('p', { class: 'column__empty' }, 'Loading the menu…');
  return h(
    'ul',
    { class: 'dishes' },
    ...state.dishes.map((dish) =>
      h(
        'li',
        { class: `dish${dish.inStock ? '' : ' dish--out'}` },
        h('span', {}, dish.title, h('small', {}, dish.category)),
        h(
          'button',
          {
            type: 'button',
            class: 'board-button',
            'aria-pressed': String(!dish.inStock),
            onclick: () => void toggleDish(dish),
          },
          dish.inStock ? 'Mark out of stock' : 'Back in stock',
        ),
      ),
    ),
  );
}

function render(): void {
  if (!state.info) return;
  root.replaceChildren(
    header(),
    state.notice
      ? h(
          'p',
          { class: 'notice', role: 'alert' },
          state.notice,
          h('button', { type: 'button', class: 'chip', onclick: () => say('') }, 'OK'),
        )
      : '',
    state.view === 'orders' ? ordersView() : state.view === 'menu' ? menuView() : tablesView(state.tables, state.tablesAt, tableActions),
  );
}

function signIn(problem = ''): void {
  stop?.abort();
  state.info = null;
  const input = h('input', {
    name: 'key',
    type: 'password',
    class: 'board-input',
    autocomplete: 'off',
    'aria-label': 'Outlet key',
    placeholder: 'glk_…',
    required: true,
  });
  root.replaceChildren(
    h(
      'form',
      {
        class: 'sign-in',
        onsubmit: (event: Event) => {
          event.preventDefault();
          unlockChime();
          saveKey(input.value.trim());
          void start();
        },
      },
      h('h1', {}, 'Kitchen board'),
      h('p', {}, 'Sign in with your outlet’s key. Your manager makes one with npm run outlet-key.'),
      input,
      problem ? h('p', { class: 'dialog__problem', role: 'alert' }, problem) : null,
      h('button', { type: 'submit', class: 'board-button board-button--go' }, 'Open the board'),
    ),
  );
  input.focus();
}

/** The server did not answer at the start: say so, and try again on a tap (the key is kept). */
function unreachable(problem: string): void {
  root.replaceChildren(
    h(
      'div',
      { class: 'sign-in' },
      h('h1', {}, 'Kitchen board'),
      h('p', { class: 'dialog__problem', role: 'alert' }, problem),
      h(
        'button',
        {
          type: 'button',
          class: 'board-button board-button--go',
          onclick: () => void start(),
        },
        'Try again',
      ),
    ),
  );
}

function signOut(problem: string): void {
  forgetKey();
  signIn(problem);
}

async function start(): Promise<void> {
  let info: OutletInfo;
  try {
    info = await call<OutletInfo>('/me');
  } catch (error) {
    if (error instanceof KeyRefused) signOut(error.message);
    else unreachable(error instanceof Error ? error.message : String(error));
    return;
  }
  state.info = info;
  stop = new AbortController();
  const { signal } = stop;
  follow(
    () => void refresh(),
    (live) => ((state.live = live), render()),
    signal,
  );
  const poll = setInterval(() => void refresh(), POLL_MS);
  signal.addEventListener('abort', () => clearInterval(poll));
  // Sound needs a tap first (the browser's rule): the first tap anywhere unlocks the chime.
  document.addEventListener('pointerdown', unlockChime, { once: true });
  await refresh();
}

if (savedKey()) void start();
else signIn();
