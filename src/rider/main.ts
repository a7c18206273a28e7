/**
 * The rider page (issue 37) at /rider, on the rider's own phone over 3G: signed in by the link in their SMS, it lists
 * the orders handed to them (first name, address with a Maps button, note, cash to collect, a call through the
 * server), shares their position while one is out for delivery (./track.ts), and hands it over with the diner's code.
 * Plain DOM and no framework, like the kitchen board: React alone would be twice its whole budget (30 KB gzip).
 * What it loaded stays on the phone, so it still shows with no signal.
 */
import type { RiderMe, RiderOrder } from '../api/contract/riders';
import { applyLocale, currentLocale, LANGUAGE_NAMES, pickLocale, t, type Locale } from '../i18n';
import { call, forgetToken, LinkRefused, linkWasRefused, NoConnection, Refused, signedToken } from './api';
import { h } from '../lib/elements';
import { formatRupees, formatTime } from '../lib/format';
import { m } from './messages';
import { flush, queuedCount, share, startTracking, state as tracking } from './track';
import './rider.css';

const POLL_MS = 10_000;
const SAVED = 'rider-last';
const LANGUAGE_STORE = 'rider-language';

type El = HTMLElement;

const root = document.getElementById('rider') as El;
const view = {
  me: null as RiderMe | null,
  orders: [] as RiderOrder[],
  offline: false,
  signedOut: false,
  /** The link was refused (shift ended, a newer link sent), rather than never opened. */
  refused: false,
  /** Per order: what the rider typed, the answer to their last tap, whether a tap is on its way. */
  forms: new Map<string, { code: string; cash: boolean; error: string; info: string; busy: boolean }>(),
};
const formOf = (ref: string) => {
  let form = view.forms.get(ref);
  if (!form) view.forms.set(ref, (form = { code: '', cash: false, error: '', info: '', busy: false }));
  return form;
};

async function setLanguage(locale: Locale, remember = false): Promise<void> {
  const rider = locale === 'hi' ? (await import('./hi')).default : undefined;
  applyLocale(locale, rider ? { rider } : undefined);
  if (remember) localStorage.setItem(LANGUAGE_STORE, locale);
  document.documentElement.lang = locale;
  document.title = t(m.docTitle);
}

function mapsUrl(order: RiderOrder): string {
  const destination = order.latitude !== null && order.longitude !== null ? `${order.latitude},${order.longitude}` : order.address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

const STATUS_WORDS: Partial<Record<RiderOrder['status'], typeof m.statusOut>> = { OUT_FOR_DELIVERY: m.statusOut, DELIVERED: m.statusDelivered };

function card(order: RiderOrder): El {
  const out = order.status === 'OUT_FOR_DELIVERY';
  const form = formOf(order.orderRefId);
  const parts: Array<Node | false> = [
    h('div', { class: 'row' }, h('h2', {}, `${order.firstName} · `, h('span', { class: 'ref' }, order.orderRefId)), h('span', { class: `pill${out ? ' pill--out' : ''}`, 'data-testid': 'status' }, t(STATUS_WORDS[order.status] ?? m.statusWaiting))),
    h('p', { class: 'address' }, order.address),
    order.note !== '' && h('p', { class: 'muted' }, t(m.note, { note: order.note })),
    h('p', { class: 'muted' }, t(m.phone, { phone: order.maskedPhone })),
  ];
  // Handed over: nothing left to collect, find or call; the card stays an hour as a record.
  if (order.status !== 'DELIVERED') {
    parts.push(h('p', { class: order.cashToCollect > 0 ? 'cash' : 'muted' }, order.cashToCollect > 0 ? t(m.cash, { amount: formatRupees(order.cashToCollect) }) : t(m.paid)));
    const actions = h('div', { class: 'actions' }, h('a', { class: 'button', href: mapsUrl(order), target: '_blank', rel: 'noopener' }, t(m.openMaps)));
    if (out) actions.append(h('button', { class: 'button', type: 'button', onclick: () => void callCustomer(order) }, t(m.callCustomer)));
    parts.push(actions);
    // The answer to Call shows under the button, where the rider's eye is, not below the hand-over form.
    if (form.info) parts.push(h('p', { class: 'info', role: 'status' }, form.info));
  }
  if (out) parts.push(deliverForm(order, form));
  return h('article', { class: 'order', 'data-ref': order.orderRefId }, ...parts.filter((part): part is Node => part !== false));
}

function deliverForm(order: RiderOrder, form: ReturnType<typeof formOf>): El {
  const code = h('input', { class: 'code', name: 'code', inputmode: 'numeric', autocomplete: 'off', maxlength: '4', pattern: '[0-9]{4}', 'aria-label': t(m.code), placeholder: t(m.code) });
  code.value = form.code;
  code.addEventListener('input', () => (form.code = code.value.replace(/\D/g, '').slice(0, 4)));
  const fields: Array<Node | false> = [code];
  if (order.cashToCollect > 0) {
    const box = h('input', { type: 'checkbox', name: 'cash' });
    box.checked = form.cash;
    box.addEventListener('change', () => (form.cash = box.checked));
    fields.push(h('label', { class: 'check' }, box, t(m.cashConfirm, { amount: formatRupees(order.cashToCollect) })));
  }
  const locked = order.lockedUntil !== null && order.lockedUntil > Date.now();
  // Issue 44: the shift's codes stopped: said once at the top, and no order's form may try one.
  const stopped = view.me?.codesStopped === true;
  const error = stopped ? '' : locked ? t(m.locked, { time: formatTime(order.lockedUntil ?? 0) }) : form.error;
  return h(
    'form',
    { class: 'deliver', novalidate: true, onsubmit: (event: Event) => (event.preventDefault(), void deliver(order)) },
    ...fields.filter((part): part is Node => part !== false),
    error !== '' && h('p', { class: 'error', role: 'alert' }, error),
    h('button', { class: 'button button--go', type: 'submit', disabled: form.busy || locked || stopped }, t(form.busy ? m.delivering : m.deliver)),
  );
}

/**
 * One header for the page's life, its language button never made anew: render() runs on every live update, and a
 * button replaced between a tap's press and its release lost the tap (seen on a loaded machine).
 */
const languageButton = h('button', { class: 'button button--quiet', type: 'button', onclick: () => void setLanguage(currentLocale() === 'hi' ? 'en' : 'hi', true).then(render) });
const header = h('header', { class: 'top' }, h('div'), languageButton);

function render(): void {
  const active = document.activeElement instanceof HTMLInputElement ? document.activeElement.closest('article')?.getAttribute('data-ref') : null;
  const other: Locale = currentLocale() === 'hi' ? 'en' : 'hi';
  languageButton.lang = other;
  languageButton.setAttribute('aria-label', `${t(m.language)}: ${LANGUAGE_NAMES[other]}`);
  languageButton.textContent = LANGUAGE_NAMES[other];
  header.firstElementChild?.replaceWith(h('div', {}, h('h1', {}, t(m.title)), view.me && h('p', { class: 'muted', 'data-testid': 'rider-name' }, `${view.me.riderName} · ${view.me.outletTitle}`)));
  const notices: Array<Node | false> = [
    view.offline && h('p', { class: 'notice', role: 'status' }, t(m.offline)),
    tracking.sharing && h('p', { class: 'notice notice--go', 'data-testid': 'sharing' }, t(m.sharing)),
    tracking.denied && h('p', { class: 'notice notice--stop', role: 'alert' }, t(m.sharingOff)),
    queuedCount() > 0 && h('p', { class: 'notice' }, t(m.queued, { count: queuedCount() })),
    // Issue 44: the server refused the phone's last position as impossible, in its words (outside India, a wrong clock).
    tracking.refusal !== '' && h('p', { class: 'notice notice--stop', role: 'alert', 'data-testid': 'position-refused' }, tracking.refusal),
    view.me?.codesStopped === true && h('p', { class: 'notice notice--stop', role: 'alert' }, t(m.codesStopped)),
  ];
  const body = view.signedOut
    ? [h('p', { class: 'empty', role: 'alert' }, t(view.refused ? m.linkRefused : m.signedOut))]
    : view.orders.length === 0
      ? [h('p', { class: 'empty' }, t(m.noOrders))]
      : view.orders.map(card);
  // Everything but the header is drawn anew; the header stays where it is.
  if (root.firstChild !== header) root.replaceChildren(header);
  while (header.nextSibling) header.nextSibling.remove();
  root.append(...notices.filter((part): part is Node => part !== false), ...body);
  if (active) root.querySelector<HTMLInputElement>(`article[data-ref="${CSS.escape(active)}"] input.code`)?.focus();
}

function signOut(): void {
  forgetToken();
  view.refused = true;
  localStorage.removeItem(SAVED);
  view.signedOut = true;
  view.me = null;
  view.orders = [];
  share([]);
  render();
}

async function load(): Promise<void> {
  try {
    const [me, orders] = await Promise.all([call<RiderMe>('/me'), call<RiderOrder[]>('/orders')]);
    view.me = me;
    view.orders = orders;
    view.offline = false;
    localStorage.setItem(SAVED, JSON.stringify({ me, orders }));
  } catch (error) {
    if (error instanceof LinkRefused) return signOut();
    if (error instanceof NoConnection) view.offline = true;
  }
  share(view.orders.filter((order) => order.status === 'OUT_FOR_DELIVERY').map((order) => order.orderRefId));
  render();
}

function failureWords(error: unknown): string {
  if (error instanceof NoConnection) return t(m.noConnection);
  if (error instanceof Refused) return error.message || t(m.serverAnswered, { status: error.status });
  return t(m.serverAnswered, { status: 0 });
}

async function callCustomer(order: RiderOrder): Promise<void> {
  const form = formOf(order.orderRefId);
  try {
    await call(`/orders/${encodeURIComponent(order.orderRefId)}/call`, {});
    form.info = t(m.calling);
  } catch (error) {
    if (error instanceof LinkRefused) return signOut();
    form.info = failureWords(error);
  }
  render();
}

async function deliver(order: RiderOrder): Promise<void> {
  const form = formOf(order.orderRefId);
  form.error = '';
  if (!/^\d{4}$/.test(form.code)) form.error = t(m.codeNeeded);
  else if (order.cashToCollect > 0 && !form.cash) form.error = t(m.cashNeeded);
  if (form.error) return render();
  form.busy = true;
  render();
  try {
    const done = await call<RiderOrder>(`/orders/${encodeURIComponent(order.orderRefId)}/deliver`, { code: form.code, ...(order.cashToCollect > 0 ? { cashCollected: order.cashToCollect } : {}) });
    view.orders = view.orders.map((one) => (one.orderRefId === done.orderRefId ? done : one));
    view.forms.delete(order.orderRefId);
  } catch (error) {
    if (error instanceof LinkRefused) return signOut();
    // The server says what was wrong in the page's language (a wrong code, with the tries left); a locked order says
    // until when from its lockedUntil, after the reload below.
    form.error = error instanceof Refused && error.status === 429 ? '' : failureWords(error);
    form.code = '';
  } finally {
    form.busy = false;
  }
  await load();
}

async function start(): Promise<void> {
  await setLanguage(pickLocale(localStorage.getItem(LANGUAGE_STORE), navigator.languages));
  if (!signedToken()) {
    view.signedOut = true;
    view.refused = linkWasRefused();
    return render();
  }
  try {
    const saved = JSON.parse(localStorage.getItem(SAVED) ?? 'null') as { me: RiderMe; orders: RiderOrder[] } | null;
    if (saved) Object.assign(view, { me: saved.me, orders: saved.orders });
  } catch {
    // Nothing kept yet.
  }
  render();
  // The page's own worker keeps the page for a reload without signal (public/sw.js); none where workers are off.
  navigator.serviceWorker?.register('/rider/sw.js', { scope: '/rider/' }).catch(() => undefined);
  startTracking(render, signOut);
  // A new link opened while the page is open (the outlet sent one for a new shift) changes only the address's
  // fragment, which loads nothing: the page takes its token and starts again on it.
  window.addEventListener('hashchange', () => {
    if (location.hash.length <= 1) return;
    signedToken();
    location.reload();
  });
  await load();
  setInterval(() => void load(), POLL_MS);
  window.addEventListener('online', () => void load().then(flush));
}

void start();
