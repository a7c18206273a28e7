/**
 * The outlet's dine-in tables on the board (issue 34): each with its code, whether diners sit at it, and its bill as
 * the outlet API gives it; Clear table ends the session on every phone at it, New QR code makes the printed code
 * stop working and shows the new one to print. The outlet API sends no live change for tables: the list is asked
 * for when the view opens, after each action, on Refresh, and with the board's orders (a round changes a bill).
 */
import type { OutletTable } from '../contract';
import { t } from '../../i18n';
import { h } from '../../lib/elements';
import { clockTime, rupees } from './dom';
import { m } from './messages';
import { qrCode } from './qr';

export interface TableActions {
  clear(table: OutletTable): void;
  /** A diner's part handed over in cash: the staff mark it received. */
  cashReceived(table: OutletTable, partId: number, name: string): void;
  rotate(table: OutletTable): void;
  showQr(table: OutletTable): void;
  refresh(): void;
}

function stateOf(table: OutletTable): string {
  const session = table.session;
  if (!session) return t(m.free);
  const waiting = session.waiting > 0 ? t(m.waiting, { count: session.waiting }) : '';
  return t(m.open, { diners: t(m.diners, { count: session.diners }) }) + waiting;
}

/** The bill as the API gives it: what the rounds came to and what is left, or that nothing was sent yet. */
function billOf(session: NonNullable<OutletTable['session']>): string {
  const { rounds, total, paid, due } = session.bill;
  if (rounds === 0) return t(m.noRound);
  const of = t(m.billOf, { total: rupees(total), rounds: t(m.rounds, { count: rounds }) });
  if (due === 0) return `${of} · ${t(m.paidInFull)}`;
  return `${of} · ${paid > 0 ? t(m.paidToPay, { paid: rupees(paid), due: rupees(due) }) : t(m.toPay, { due: rupees(due) })}`;
}

function tableCard(table: OutletTable, act: TableActions): HTMLElement {
  const session = table.session;
  const button = (label: string, onClick: () => void, style: string) => h('button', { type: 'button', class: `board-button ${style}`, onclick: onClick }, label);
  return h(
    'article',
    { class: `table-card${session ? ' table-card--open' : ''}`, 'aria-label': t(m.table, { table: table.tableNumber }) },
    h(
      'header',
      { class: 'table-card__head' },
      h('strong', { class: 'table-card__number' }, t(m.table, { table: table.tableNumber })),
      h('span', { class: 'table-card__code', 'data-testid': 'table-code' }, table.code),
    ),
    h('p', { class: 'table-card__state', 'data-testid': 'table-state' }, stateOf(table)),
    session ? h('p', { class: 'table-card__since' }, t(m.since, { time: clockTime(session.openedAt) })) : null,
    session ? h('p', { class: `table-card__bill${session.bill.due > 0 ? ' table-card__bill--due' : ''}`, 'data-testid': 'table-bill' }, billOf(session)) : null,
    // Diners who chose cash: the floor takes it at the table and says so here, which pays their part.
    ...(session?.cashToTake ?? []).map((part) =>
      h(
        'div',
        { class: 'table-card__cash', 'data-testid': 'table-cash' },
        h('p', {}, t(m.cashFrom, { name: part.name, amount: rupees(part.amount) })),
        button(t(m.cashReceived), () => act.cashReceived(table, part.partId, part.name), 'board-button--go'),
      ),
    ),
    h(
      'div',
      { class: 'table-card__actions' },
      // Clearing a free table would do nothing: only an open one offers it.
      session ? button(t(m.clearTable), () => act.clear(table), 'board-button--stop') : null,
      button(t(m.qrCode), () => act.showQr(table), 'board-button--quiet'),
      button(t(m.newQr), () => act.rotate(table), 'board-button--quiet'),
    ),
  );
}

export function tablesView(tables: OutletTable[] | null, updatedAt: number | null, act: TableActions): HTMLElement {
  const head = h(
    'div',
    { class: 'tables-head' },
    h('h2', { id: 'tables-title' }, t(m.tables)),
    updatedAt === null ? null : h('span', { class: 'tables-head__when' }, t(m.updated, { time: clockTime(updatedAt) })),
    h('button', { type: 'button', class: 'board-button board-button--quiet', onclick: () => act.refresh() }, t(m.refresh)),
  );
  const body =
    tables === null
      ? h('p', { class: 'column__empty' }, t(m.loadingTables))
      : tables.length === 0
        ? h('p', { class: 'column__empty' }, t(m.noTables))
        : h('div', { class: 'tables' }, ...tables.map((table) => tableCard(table, act)));
  return h('section', { class: 'tables-view', 'aria-labelledby': 'tables-title' }, head, body);
}

/** The table's secret in fours, as printed under its code for a diner to type without a camera ('K7QX-M9XD-…'). */
const inFours = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1-');

/** The table's QR code, its link and its typed form in a dialog to print; `fresh` says it was just made. */
export function showTableQr(table: OutletTable, link: string, outlet: string, fresh: boolean): void {
  const title = t(m.qrTitle, { table: table.tableNumber });
  const dialog = h(
    'dialog',
    { class: 'dialog qr-dialog', 'aria-labelledby': 'qr-title' },
    h(
      'div',
      { class: 'dialog__form' },
      h('h2', { id: 'qr-title' }, title),
      fresh ? h('p', { role: 'status' }, t(m.qrFresh)) : null,
      h(
        'div',
        { class: 'qr-print' },
        qrCode(link, title),
        h('p', { class: 'qr-print__table' }, `${outlet} · ${t(m.table, { table: table.tableNumber })}`),
        // The code and its secret, typed as one line ('GL-MOH8-T1 K7QX-…'), printed as two so neither breaks.
        h('p', { class: 'qr-print__code' }, h('span', {}, table.code), ' ', h('span', {}, inFours(table.secret))),
        h('p', { class: 'qr-print__link', 'data-testid': 'qr-link' }, link),
      ),
      h(
        'div',
        { class: 'dialog__buttons' },
        h('button', { type: 'button', class: 'board-button board-button--quiet', onclick: () => close() }, t(m.done)),
        h('button', { type: 'button', class: 'board-button board-button--go', onclick: () => window.print() }, t(m.print)),
      ),
    ),
  );
  const close = () => {
    dialog.close();
    dialog.remove();
  };
  dialog.addEventListener('cancel', () => dialog.remove());
  document.body.append(dialog);
  dialog.showModal();
}
