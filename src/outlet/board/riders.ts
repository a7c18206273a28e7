/**
 * The outlet's own riders on the board (issue 37): each with their number and whether their shift is signed in;
 * Send link starts a new shift (the link before stops working) and texts it to them; End shift shuts their page out
 * at once; Remove takes them off the list (asked first). A rider is added here or when an order is handed to them.
 * Issue 44: each shows the orders their shift carries, and says so when the shift's codes stopped.
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
  /** Off the list (asked first): their shift ends; what they carry comes back as 'rider needed' (issue 44). */
  remove(rider: OutletRider): void;
}

function riderCard(rider: OutletRider, act: RiderActions): HTMLElement {
  const button = (label: string, onClick: () => void, style: string) => h('button', { type: 'button', class: `board-button ${style}`, onclick: onClick }, label);
  return h(
    'article',
    { class: `table-card${rider.onShift ? ' table-card--open' : ''}`, 'aria-label': rider.name },
    h('header', { class: 'table-card__head' }, h('strong', { class: 'table-card__number' }, rider.name), h('span', { class: 'table-card__code' }, rider.phone)),
    h('p', { class: 'table-card__state', 'data-testid': 'rider-shift' }, t(rider.onShift ? m.shiftOn : m.shiftOff)),
    // Issue 44: what their shift carries, and whether its codes stopped (the board hands those orders over).
    rider.carrying.length > 0 ? h('p', { class: 'table-card__since' }, t(m.carrying, { refs: rider.carrying.join(', ') })) : null,
    rider.codesStopped ? h('p', { class: 'order-card__alert', 'data-testid': 'rider-codes-stopped' }, t(m.codesStoppedRider, { count: rider.wrongCodes })) : null,
    h(
      'div',
      { class: 'table-card__actions' },
      rider.onShift ? button(t(m.endShift), () => act.endShift(rider), 'board-button--stop') : null,
      button(t(m.sendLink), () => act.sendLink(rider), 'board-button--quiet'),
      h('button', { type: 'button', class: 'board-button board-button--quiet board-button--remove', 'aria-label': t(m.removeConfirm, { name: rider.name }), onclick: () => act.remove(rider) }, t(m.removeRider)),
    ),
  );
}

/**
 * What is typed in the add form, kept across redraws: the board redraws its view at every order event and poll, which
 * wiped a half-typed name (and the caret) from the fields made afresh.
 */
const draft = { name: '', phone: '' };

export function ridersView(riders: OutletRider[] | null, act: RiderActions): HTMLElement {
  const focused = document.activeElement instanceof HTMLInputElement && document.activeElement.closest('.riders-add') ? document.activeElement : null;
  const typing = focused?.name ?? '';
  // The selection too, not only the caret: a name selected to be typed over, redrawn with the caret at its end, was
  // typed onto instead ('Gurpreet SinghGurpreet Singh').
  const selection = focused ? { start: focused.selectionStart, end: focused.selectionEnd, direction: focused.selectionDirection ?? 'none' } : null;
  const input = (field: 'name' | 'phone', attributes: Record<string, string | number>) =>
    h('input', { name: field, class: 'board-input', autocomplete: 'off', value: draft[field], oninput: (event: Event) => (draft[field] = (event.target as HTMLInputElement).value), ...attributes });
  const name = input('name', { maxlength: 60, 'aria-label': t(m.riderName), placeholder: t(m.riderName) });
  const phone = input('phone', { inputmode: 'numeric', maxlength: 10, 'aria-label': t(m.riderPhone), placeholder: t(m.riderPhone) });
  const problem = h('p', { class: 'dialog__problem', role: 'alert' });
  const form = h(
    'form',
    {
      class: 'riders-add',
      onsubmit: (event: Event) => {
        event.preventDefault();
        const wanted = { name: name.value.trim(), phone: phone.value.trim() };
        if (wanted.name.length < 2) return void (problem.textContent = t(m.riderNameNeeded));
        if (!MOBILE_PATTERN.test(wanted.phone)) return void (problem.textContent = t(m.riderPhoneNeeded));
        // Added: the fields start empty for the next; refused: what was typed stays to be put right.
        draft.name = '';
        draft.phone = '';
        void act.add(wanted.name, wanted.phone).then((added) => {
          if (added) return;
          Object.assign(draft, wanted);
          for (const field of ['name', 'phone'] as const) {
            const shown = document.querySelector<HTMLInputElement>(`.riders-add input[name="${field}"]`);
            if (shown) shown.value = wanted[field];
          }
        });
      },
    },
    name,
    phone,
    h('button', { type: 'submit', class: 'board-button board-button--go' }, t(m.addRider)),
    problem,
  );
  // The field being typed in keeps the focus, the caret and what was selected once the new view is in.
  const refocus = typing === 'name' ? name : typing === 'phone' ? phone : null;
  if (refocus)
    queueMicrotask(() => {
      refocus.focus();
      const end = refocus.value.length;
      refocus.setSelectionRange(Math.min(selection?.start ?? end, end), Math.min(selection?.end ?? end, end), selection?.direction);
    });
  const body =
    riders === null
      ? h('p', { class: 'column__empty' }, t(m.loadingRiders))
      : riders.length === 0
        ? h('p', { class: 'column__empty' }, t(m.noRiders))
        : h('div', { class: 'tables' }, ...riders.map((rider) => riderCard(rider, act)));
  return h('section', { class: 'tables-view', 'aria-labelledby': 'riders-title' }, h('div', { class: 'tables-head' }, h('h2', { id: 'riders-title' }, t(m.ourRiders))), form, body);
}
