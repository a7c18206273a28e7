/**
 * The outlet's dine-in tables on the board (issue 34): each with its code, whether diners sit at it, and its bill as
 * the outlet API gives it; Clear table ends the session on every phone at it, New QR code makes the printed code
 * stop working and shows the new one to print. The outlet API sends no live change for tables: the list is asked
 * for when the view opens, after each action, on Refresh, and with the board's orders (a round changes a bill).
 */
import type { OutletTable } from '../contract';
import { clockTime, h, rupees } from './dom';
import { qrCode } from './qr';

export interface TableActions {
  clear(table: OutletTable): void;
  rotate(table: OutletTable): void;
  showQr(table: OutletTable): void;
  refresh(): void;
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

function stateOf(table: OutletTable): string {
  const session = table.session;
  if (!session) return 'Free';
  const waiting = session.waiting > 0 ? ` · ${session.waiting} waiting to be let in` : '';
  return `Open · ${plural(session.diners, 'diner', 'diners')}${waiting}`;
}

/** The bill as the API gives it: what the rounds came to and what is left, or that nothing was sent yet. */
function billOf(session: NonNullable<OutletTable['session']>): string {
  const { rounds, total, paid, due } = session.bill;
  if (rounds === 0) return 'No round sent yet';
  const of = `Bill ${rupees(total)} · ${plural(rounds, 'round', 'rounds')}`;
  if (due === 0) return `${of} · paid in full`;
  return paid > 0 ? `${of} · ${rupees(paid)} paid · ${rupees(due)} to pay` : `${of} · ${rupees(due)} to pay`;
}

function tableCard(table: OutletTable, act: TableActions): HTMLElement {
  const session = table.session;
  const button = (label: string, onClick: () => void, style: string) => h('button', { type: 'button', class: `board-button ${style}`, onclick: onClick }, label);
  return h(
    'article',
    { class: `table-card${session ? ' table-card--open' : ''}`, 'aria-label': `Table ${table.tableNumber}` },
    h(
      'header',
      { class: 'table-card__head' },
      h('strong', { class: 'table-card__number' }, `Table ${table.tableNumber}`),
      h('span', { class: 'table-card__code', 'data-testid': 'table-code' }, table.code),
    ),
    h('p', { class: 'table-card__state', 'data-testid': 'table-state' }, stateOf(table)),
    session ? h('p', { class: 'table-card__since' }, `Since ${clockTime(session.openedAt)}`) : null,
    session ? h('p', { class: `table-card__bill${session.bill.due > 0 ? ' table-card__bill--due' : ''}`, 'data-testid': 'table-bill' }, billOf(session)) : null,
    h(
      'div',
      { class: 'table-card__actions' },
      // Clearing a free table would do nothing: only an open one offers it.
      session ? button('Clear table', () => act.clear(table), 'board-button--stop') : null,
      button('QR code', () => act.showQr(table), 'board-button--quiet'),
      button('New QR code', () => act.rotate(table), 'board-button--quiet'),
    ),
  );
}

export function tablesView(tables: OutletTable[] | null, updatedAt: number | null, act: TableActions): HTMLElement {
  const head = h(
    'div',
    { class: 'tables-head' },
    h('h2', { id: 'tables-title' }, 'Tables'),
    updatedAt === null ? null : h('span', { class: 'tables-head__when' }, `Updated ${clockTime(updatedAt)}`),
    h('button', { type: 'button', class: 'board-button board-button--quiet', onclick: () => act.refresh() }, 'Refresh'),
  );
  const body =
    tables === null
      ? h('p', { class: 'column__empty' }, 'Loading the tables…')
      : tables.length === 0
        ? h('p', { class: 'column__empty' }, 'This outlet has no dine-in tables.')
        : h('div', { class: 'tables' }, ...tables.map((table) => tableCard(table, act)));
  return h('section', { class: 'tables-view', 'aria-labelledby': 'tables-title' }, head, body);
}

/** The table's secret in fours, as printed under its code for a diner to type without a camera ('K7QX-M9XD-…'). */
const inFours = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1-');

/** The table's QR code, its link and its typed form in a dialog to print; `fresh` says it was just made. */
export function showTableQr(table: OutletTable, link: string, outlet: string, fresh: boolean): void {
  const title = `QR code for table ${table.tableNumber}`;
  const dialog = h(
    'dialog',
    { class: 'dialog qr-dialog', 'aria-labelledby': 'qr-title' },
    h(
      'div',
      { class: 'dialog__form' },
      h('h2', { id: 'qr-title' }, title),
      fresh ? h('p', { role: 'status' }, 'The QR code on the table no longer works. Print this one and put it on the table.') : null,
      h(
        'div',
        { class: 'qr-print' },
        qrCode(link, title),
        h('p', { class: 'qr-print__table' }, `${outlet} · Table ${table.tableNumber}`),
        // The code and its secret, typed as one line ('GL-MOH8-T1 K7QX-…'), printed as two so neither breaks.
        h('p', { class: 'qr-print__code' }, h('span', {}, table.code), ' ', h('span', {}, inFours(table.secret))),
        h('p', { class: 'qr-print__link', 'data-testid': 'qr-link' }, link),
      ),
      h(
        'div',
        { class: 'dialog__buttons' },
        h('button', { type: 'button', class: 'board-button board-button--quiet', onclick: () => close() }, 'Done'),
        h('button', { type: 'button', class: 'board-button board-button--go', onclick: () => window.print() }, 'Print'),
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
