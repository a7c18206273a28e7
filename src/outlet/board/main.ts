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
import { askAnswer, askOtherRider, askOverride, askReason, askRider, confirmMove } from './dialogs';
import type { OutletRider } from '../../api/contract/riders';
import { reportsView } from './reports';
import { h } from '../../lib/elements';
import { ago, clockTime, rupees, setText } from './dom';
import { kind, orderCard, type CardActions } from './orderCard';
import { LANGUAGE_NAMES, LOCALES, t, type MessageRef } from '../../i18n';
import { boardLanguage, savedLanguage, setLanguage } from './language';
import { m } from './messages';
import { showTableQr, tablesView, type TableActions } from './tables';
import { ridersView, type RiderActions } from './riders';
import { tableQrUrl } from '../../api/tableQr';
import './board.css';

const COLUMNS: Array<{ title: MessageRef; statuses: OrderStatus[] }> = [
  { title: m.colNew, statuses: ['PLACED'] },
  { title: m.colPreparing, statuses: ['ACCEPTED', 'PREPARING'] },
  { title: m.colReady, statuses: ['READY'] },
  { title: m.colRider, statuses: ['OUT_FOR_DELIVERY'] },
];
const POLL_MS = 20_000;

type View = 'orders' | 'menu' | 'tables' | 'riders';
/** The stream's state, as the pill says it: before the first connection, connected, dropped, the tablet offline. */
type Connection = 'connecting' | 'live' | 'reconnecting' | 'offline';
const CONNECTION_WORDS = { connecting: m.connecting, live: m.live, reconnecting: m.reconnecting, offline: m.offline };

const root = document.getElementById('board') as HTMLElement;
const state = {
  info: null as OutletInfo | null,
  orders: [] as OutletOrder[],
  dishes: null as OutletDish[] | null,
  tables: null as OutletTable[] | null,
  riders: null as OutletRider[] | null,
  tablesAt: null as number | null,
  view: 'orders' as View,
  connection: 'connecting' as Connection,
  notice: '',
  busy: new Set<string>(),
  ordersLoaded: false,
};
let stop: AbortController | null = null;

/**
 * What a screen reader must hear stays in the page while the board redraws (issue 35): a live region re-created on
 * each render is either never read or read again at every poll. So the header's connection pill, the paused line,
 * the notice and the arrivals' announcer are made once and only their words change (setText: only when they do);
 * the rest (tabs, columns, cards) is drawn afresh into `content`, which is not live.
 */
const shell = {
  title: h('h1'),
  connection: h('span', { class: 'live', role: 'status', 'data-testid': 'connection' }),
  nav: h('nav', { class: 'tabs' }),
  pause: h('div', { class: 'pause-slot' }),
  language: h('div', { class: 'language', role: 'group' }),
  signOut: h('button', { type: 'button', class: 'board-button board-button--quiet', onclick: () => signOut('') }),
  paused: h('p', { class: 'paused', role: 'status', hidden: true }),
  noticeText: h('span'),
  noticeOk: h('button', { type: 'button', class: 'chip', onclick: () => say('') }),
  notice: h('div', { class: 'notice', role: 'alert', hidden: true }),
  // New orders, said once each; visually hidden: the card and the chime show it.
  arrivals: h('p', { class: 'visually-hidden', role: 'status', 'data-testid': 'arrivals' }),
  content: h('div', { class: 'board-content' }),
};
shell.notice.append(shell.noticeText, shell.noticeOk);
// Two rows at a tablet's width: who and how connected (with the language and Sign out), then the views and Pause.
const boardHead = h(
  'header',
  { class: 'board-head' },
  shell.title,
  shell.connection,
  shell.language,
  shell.signOut,
  h('span', { class: 'board-head__break' }),
  shell.nav,
  shell.pause,
  shell.paused,
);

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
  const arrived = orders.filter((o) => o.status === 'PLACED' && !known.has(o.orderRefId));
  const newOrder = arrived.length > 0;
  const reporting = new Set(state.orders.filter((o) => o.report !== null).map((o) => o.orderRefId));
  const newReport = orders.some((o) => o.report !== null && !reporting.has(o.orderRefId));
  // Issue 44: an order back for want of a rider, or a rider's codes stopped, needs someone as much.
  const troubled = (o: OutletOrder) => (o.riderNeeded ? `${o.orderRefId}:r` : o.codesStopped ? `${o.orderRefId}:c` : '');
  const troubles = new Set(state.orders.map(troubled));
  const newTrouble = orders.some((o) => troubled(o) !== '' && !troubles.has(troubled(o)));
  const newCall = orders.some(
    (o) => (o.calls.waiter !== null && !calling.has(`${o.orderRefId}:w`)) || (o.calls.bill !== null && !calling.has(`${o.orderRefId}:b`)),
  );
  if ((newOrder || newCall || newReport || newTrouble) && state.info) chime();
  // The first list is what the board opens on, not news; after it, each new order is said once.
  if (newOrder && state.ordersLoaded) setText(shell.arrivals, arrived.map((o) => t(m.newOrder, { ref: o.orderRefId, kind: kind(o) })).join('. '));
  state.ordersLoaded = true;
  state.orders = orders;
  render();
  // A round sent or paid changes a table's bill: the tables in sight follow the orders; so do the riders (issue 44:
  // an order carried or given back, a shift's codes stopped).
  if (state.view === 'tables') await refreshTables();
  if (state.view === 'riders') await riderMove(() => call<OutletRider[]>('/riders'));
}

/** The tables as the API gives them now; on a failure the last list stays, and the bar says why. */
async function refreshTables(): Promise<void> {
  const tables = await attempt(() => call<OutletTable[]>('/tables'), t(m.tablesNotLoaded));
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
    const lines = [t(m.clearLine), ...(due > 0 ? [t(m.clearDue, { amount: rupees(due) })] : [])];
    void confirmMove(t(m.clearTitle, { table: table.tableNumber }), lines, t(m.clearTable), true).then(async (yes) => {
      if (!yes) return;
      const cleared = await attempt(
        () => call<OutletTable>(`/tables/${encodeURIComponent(table.code)}/clear`, {}),
        t(m.notCleared, { table: table.tableNumber }),
      );
      if (cleared) await changed(cleared);
    });
  },
  rotate: (table) => {
    void confirmMove(t(m.rotateTitle, { table: table.tableNumber }), [t(m.rotateLine)], t(m.newQr)).then(async (yes) => {
      if (!yes) return;
      const rotated = await attempt(
        () => call<OutletTable>(`/tables/${encodeURIComponent(table.code)}/rotate`, {}),
        t(m.rotateFailed, { table: table.tableNumber }),
      );
      if (!rotated) return;
      showTableQr(rotated, tableQrUrl(location.origin, rotated.code, rotated.secret), state.info?.title ?? '', true);
      await changed(rotated);
    });
  },
  cashReceived: (table, partId, name) => {
    void attempt(
      () => call<OutletTable | null>(`/tables/${encodeURIComponent(table.code)}/cash/${partId}`, {}),
      t(m.cashNotTaken, { name }),
    ).then(async (taken) => {
      if (taken) await changed(taken);
      else await refreshTables();
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
    void (async () => {
      const riders = (await attempt(() => call<OutletRider[]>('/riders'))) ?? [];
      const choice = await askRider(order, riders);
      if (!choice) return;
      if ('riderId' in choice || !choice.keep) {
        actions.move(order, 'out-for-delivery', 'riderId' in choice ? choice : { riderName: choice.riderName, riderPhone: choice.riderPhone });
        return;
      }
      // Kept as one of the outlet's riders (issue 37): they get a link to their own page by SMS with this order.
      const kept = await attempt(() => call<OutletRider[]>('/riders', { name: choice.riderName, phone: choice.riderPhone }));
      const rider = kept?.find((one) => one.phone === choice.riderPhone);
      if (rider) actions.move(order, 'out-for-delivery', { riderId: rider.riderId });
    })(),
  reassign: (order) =>
    void (async () => {
      const riders = await attempt(() => call<OutletRider[]>('/riders'));
      if (!riders) return;
      const riderId = await askOtherRider(order, riders);
      if (riderId !== null) actions.move(order, 'reassign', { riderId });
    })(),
  deliverWithoutCode: (order) =>
    void askOverride(order).then((overrideReason) => {
      if (overrideReason) actions.move(order, 'delivered', { overrideReason });
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

/** The header's words and controls, drawn into the shell's lasting elements. */
function drawHeader(): void {
  const info = state.info;
  setText(shell.title, info?.title ?? t(m.boardTitle));
  setText(shell.connection, t(CONNECTION_WORDS[state.connection]));
  shell.connection.classList.toggle('live--on', state.connection === 'live');
  shell.nav.setAttribute('aria-label', t(m.boardNav));
  shell.nav.replaceChildren(tab('orders', t(m.tabOrders)), tab('menu', t(m.tabMenu)), tab('tables', t(m.tabTables)), tab('riders', t(m.tabRiders)));
  shell.pause.replaceChildren(
    info?.pausedUntil
      ? h('button', { type: 'button', class: 'board-button board-button--go', onclick: () => void pause(null) }, t(m.resume))
      : h(
          'label',
          { class: 'pause' },
          `${t(m.pauseOrders)} `,
          h(
            'select',
            { class: 'board-input', onchange: (event: Event) => void pause(Number((event.target as HTMLSelectElement).value)) },
            h('option', { value: '' }, t(m.pauseFor)),
            ...[15, 30, 60, 120]
              .filter((minutes) => minutes >= PAUSE_MINUTES.min && minutes <= PAUSE_MINUTES.max)
              .map((minutes) => h('option', { value: minutes }, minutes < 60 ? t(m.minutes, { count: minutes }) : t(m.hours, { count: minutes / 60 }))),
          ),
        ),
  );
  drawLanguage(shell.language, render);
  setText(shell.signOut, t(m.signOut));
  shell.paused.hidden = !info?.pausedUntil;
  setText(shell.paused, info?.pausedUntil ? t(m.pausedUntil, { time: clockTime(info.pausedUntil) }) : '');
  shell.notice.hidden = !state.notice;
  setText(shell.noticeText, state.notice);
  setText(shell.noticeOk, t(m.ok));
}

/** English | हिन्दी, each named in its own language; the choice stays on this tablet and redraws the board. */
function drawLanguage(group: HTMLElement, redraw: () => void): void {
  group.setAttribute('aria-label', t(m.language));
  group.replaceChildren(
    ...LOCALES.map((locale) =>
      h(
        'button',
        {
          type: 'button',
          class: 'language__choice',
          lang: locale,
          'aria-pressed': String(boardLanguage() === locale),
          onclick: () =>
            void setLanguage(locale, true).then(redraw),
        },
        LANGUAGE_NAMES[locale],
      ),
    ),
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
  if (view === 'riders') void riderMove(() => call<OutletRider[]>('/riders'));
  render();
}

/** Issue 37: the riders' list as an action on it answers (each answers the whole list). */
async function riderMove(work: () => Promise<OutletRider[]>): Promise<boolean> {
  const riders = await attempt(work);
  if (riders) state.riders = riders;
  render();
  return riders !== undefined;
}

const riderActions: RiderActions = {
  add: (name, phone) => riderMove(() => call<OutletRider[]>('/riders', { name, phone })),
  sendLink: (rider) => void riderMove(() => call<OutletRider[]>(`/riders/${rider.riderId}/link`, {})),
  endShift: (rider) => void riderMove(() => call<OutletRider[]>(`/riders/${rider.riderId}/end-shift`, {})),
  remove: (rider) =>
    void confirmMove(
      t(m.removeTitle, { name: rider.name }),
      [t(m.removeLine), ...(rider.onShift ? [t(m.removeOnShift)] : []), ...(rider.carrying.length > 0 ? [t(m.removeCarrying, { refs: rider.carrying.join(', ') })] : [])],
      t(m.removeConfirm, { name: rider.name }),
      true,
    ).then(async (yes) => {
      if (!yes) return;
      const riders = await attempt(() => call<OutletRider[]>(`/riders/${rider.riderId}/remove`, {}), t(m.notRemoved));
      if (riders) {
        state.notice = '';
        state.riders = riders;
      }
      render();
    }),
};

/** Tables waiting for a waiter or their bill, longest first, each with its Done. */
function callsView(now: number): HTMLElement | null {
  const calls = state.orders
    .flatMap((order) => [
      order.calls.waiter === null ? null : { order, need: 'waiter', label: t(m.waiter), since: order.calls.waiter },
      order.calls.bill === null ? null : { order, need: 'bill', label: t(m.bill), since: order.calls.bill },
    ])
    .filter((call) => call !== null)
    .sort((a, b) => a.since - b.since);
  if (calls.length === 0) return null;
  return h(
    'section',
    { class: 'calls', 'aria-label': t(m.tablesCalling) },
    ...calls.map(({ order, need, label, since }) =>
      h(
        'div',
        { class: 'call' },
        h('strong', {}, t(m.table, { table: order.tableNumber ?? '?' })),
        h('span', {}, `${label} · ${ago(since, now)}`),
        h(
          'button',
          {
            type: 'button',
            class: 'board-button board-button--go',
            onclick: () => callDone(order, need),
          },
          t(m.done),
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
          { class: 'column', 'aria-label': t(column.title) },
          h('h2', {}, t(column.title), h('span', { class: 'count' }, String(orders.length))),
          ...(orders.length ? orders.map((order) => orderCard(order, actions, now)) : [h('p', { class: 'column__empty' }, t(m.nothingHere))]),
        );
      }),
    ),
  );
}

function menuView(): HTMLElement {
  if (!state.dishes) return h('p', { class: 'column__empty' }, t(m.loadingMenu));
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
          t(dish.inStock ? m.markOut : m.backIn),
        ),
      ),
    ),
  );
}

function render(): void {
  if (!state.info) return;
  // The shell is put in once per sign-in; after that only its words change and the content is drawn afresh.
  if (boardHead.parentElement !== root) root.replaceChildren(boardHead, shell.notice, shell.content, shell.arrivals);
  drawHeader();
  shell.content.replaceChildren(
    state.view === 'orders' ? ordersView() : state.view === 'menu' ? menuView() : state.view === 'riders' ? ridersView(state.riders, riderActions) : tablesView(state.tables, state.tablesAt, tableActions),
  );
}

/** The language switch on the sign-in and the unreachable screens, which `redraw` draws again in the new language. */
function languageSwitch(redraw: () => void): HTMLElement {
  const group = h('div', { class: 'language language--corner', role: 'group' });
  drawLanguage(group, redraw);
  return group;
}

function signIn(problem = ''): void {
  stop?.abort();
  state.info = null;
  const input = h('input', {
    name: 'key',
    type: 'password',
    class: 'board-input',
    autocomplete: 'off',
    'aria-label': t(m.outletKey),
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
      languageSwitch(() => signIn(problem)),
      h('h1', {}, t(m.boardTitle)),
      h('p', {}, t(m.signInIntro)),
      input,
      problem ? h('p', { class: 'dialog__problem', role: 'alert' }, problem) : null,
      h('button', { type: 'submit', class: 'board-button board-button--go' }, t(m.openBoard)),
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
      languageSwitch(() => unreachable(problem)),
      h('h1', {}, t(m.boardTitle)),
      h('p', { class: 'dialog__problem', role: 'alert' }, problem),
      h(
        'button',
        {
          type: 'button',
          class: 'board-button board-button--go',
          onclick: () => void start(),
        },
        t(m.tryAgain),
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
  state.orders = [];
  state.ordersLoaded = false;
  state.connection = 'connecting';
  stop = new AbortController();
  const { signal } = stop;
  follow(() => void refresh(), (live) => connected(live ? 'live' : 'reconnecting'), signal);
  // The tablet's Wi-Fi gone is said at once, not after the stream notices; back, the stream says when it is live.
  window.addEventListener('offline', () => connected('offline'), { signal });
  window.addEventListener('online', () => connected('reconnecting'), { signal });
  const poll = setInterval(() => void refresh(), POLL_MS);
  signal.addEventListener('abort', () => clearInterval(poll));
  // Sound needs a tap first (the browser's rule): the first tap anywhere unlocks the chime.
  document.addEventListener('pointerdown', unlockChime, { once: true });
  await refresh();
}

/** The stream's state as the pill says it: offline while the tablet is, whatever the stream last said. */
function connected(connection: Connection): void {
  state.connection = connection !== 'live' && !navigator.onLine ? 'offline' : connection;
  if (state.info) drawHeader();
}

void setLanguage(savedLanguage()).then(() => {
  if (savedKey()) void start();
  else signIn();
});
