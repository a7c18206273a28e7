/**
 * The outlet's own riders on the board (issue 37): each with their number and whether their shift is signed in;
 * Send link starts a new shift (the link before stops working) and texts it to them; End shift shuts their page out
 * at once; Remove takes them off the list (asked first). A rider is added here or when an order is handed to them.
 */
import type { OutletRider } from '../../api/contract/riders';
import { MOBILE_PATTERN } from '../../lib/validation';
import { t } from '../../i18n';
import { h } from '../../lib/elements';
import { m } from './messages';

export interface RiderActions {
  add(name: string, phone: string): Promise<boolean>;
  sendLink(rider: OutletRider): void;
  endShift(rider: OutletRider): void;
  /** Off the list (asked first): their shift ends; the server refuses while they carry an order. */
  remove(rider: OutletRider): void;
}

function riderCard(rider: OutletRider, act: RiderActions): HTMLElement {
  const button = (label: string, onClick: () => void, style: string) => h('button', { type: 'button', class: `board-button ${style}`, onclick: onClick }, label);
  return h(
    'article',
    { class: `table-card${rider.onShift ? ' table-card--open' : ''}`, 'aria-label': rider.name },
    h('header', { class: 'table-card__head' }, h('strong', { class: 'table-card__number' }, rider.name), h('span', { class: 'table-card__code' }, rider.phone)),
    h('p', { class: 'table-card__state', 'data-testid': 'rider-shift' }, t(rider.onShift ? m.shiftOn : m.shiftOff)),
    h(
      'div',
      { class: 'table-card__actions' },
      rider.onShift ? button(t(m.endShift), () => act.endShift(rider), 'board-button--stop') : null,
      button(t(m.sendLink), () => act.sendLink(rider), 'board-button--quiet'),
      h('button', { type: 'button', class: 'board-button board-button--quiet board-button--remove', 'aria-label': t(m.removeConfirm, { name: rider.name }), onclick: () => act.remove(rider) }, t(m.removeRider)),
    ),
  );
}

export function ridersView(riders: OutletRider[] | null, act: RiderActions): HTMLElement {
  const name = h('input', { name: 'name', class: 'board-input', maxlength: 60, autocomplete: 'off', 'aria-label': t(m.riderName), placeholder: t(m.riderName) });
  const phone = h('input', { name: 'phone', class: 'board-input', inputmode: 'numeric', maxlength: 10, autocomplete: 'off', 'aria-label': t(m.riderPhone), placeholder: t(m.riderPhone) });
  const problem = h('p', { class: 'dialog__problem', role: 'alert' });
  const form = h(
    'form',
    {
      class: 'riders-add',
      onsubmit: (event: Event) => {
        event.preventDefault();
        if (name.value.trim().length < 2) return void (problem.textContent = t(m.riderNameNeeded));
        if (!MOBILE_PATTERN.test(phone.value.trim())) return void (problem.textContent = t(m.riderPhoneNeeded));
        void act.add(name.value.trim(), phone.value.trim());
      },
    },
    name,
    phone,
    h('button', { type: 'submit', class: 'board-button board-button--go' }, t(m.addRider)),
    problem,
  );
  const body =
    riders === null
      ? h('p', { class: 'column__empty' }, t(m.loadingRiders))
      : riders.length === 0
        ? h('p', { class: 'column__empty' }, t(m.noRiders))
        : h('div', { class: 'tables' }, ...riders.map((rider) => riderCard(rider, act)));
  return h('section', { class: 'tables-view', 'aria-labelledby': 'riders-title' }, h('div', { class: 'tables-head' }, h('h2', { id: 'riders-title' }, t(m.ourRiders))), form, body);
}
