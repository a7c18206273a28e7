/** The two moves that need words: why an order is refused, and who rides with it. Native dialogs, one field each. */
import type { OutletOrder } from '../contract';
import type { OutletRider } from '../../api/contract/riders';
import { MOBILE_PATTERN } from '../../lib/validation';
import { t } from '../../i18n';
import { h } from '../../lib/elements';
import { rupees } from './dom';
import { m } from './messages';

const REASONS = [m.reasonOutOfStock, m.reasonBusy, m.reasonClosing, m.reasonFar];

/** Asks for the values of a small form in a modal dialog; resolves null when cancelled. No submitLabel: only Back. */
function ask(
  title: string,
  fields: HTMLElement[],
  submitLabel: string | null,
  read: (form: HTMLFormElement) => string | Record<string, string> | null,
  submitStyle = 'board-button--go',
): Promise<Record<string, string> | string | null> {
  return new Promise((resolve) => {
    const problem = h('p', { class: 'dialog__problem', role: 'alert' });
    const form = h(
      'form',
      { method: 'dialog', class: 'dialog__form' },
      h('h2', {}, title),
      ...fields,
      problem,
      h(
        'div',
        { class: 'dialog__buttons' },
        h('button', { type: 'button', class: 'board-button board-button--quiet', value: 'cancel', onclick: () => close(null) }, t(m.back)),
        submitLabel === null ? null : h('button', { type: 'submit', class: `board-button ${submitStyle}` }, submitLabel),
      ),
    );
    const dialog = h('dialog', { class: 'dialog', 'aria-label': title }, form);
    const close = (value: Record<string, string> | string | null) => {
      dialog.close();
      dialog.remove();
      resolve(value);
    };
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const value = read(form);
      if (value === null) return;
      if (typeof value === 'string' && value.startsWith('!')) {
        problem.textContent = value.slice(1);
        return;
      }
      close(value);
    });
    dialog.addEventListener('cancel', () => close(null));
    document.body.append(dialog);
    dialog.showModal();
  });
}

const field = (form: HTMLFormElement, name: string): string => (form.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? '';

/** The reason the customer is told; null when the kitchen thought better of it. */
export async function askReason(order: OutletOrder): Promise<string | null> {
  const input = h('input', { name: 'reason', class: 'board-input', maxlength: 200, placeholder: t(m.reasonPlaceholder), 'aria-label': t(m.reason) });
  const chips = h(
    'div',
    { class: 'chips' },
    ...REASONS.map((reason) => h('button', { type: 'button', class: 'chip', onclick: () => (input.value = t(reason)) }, t(reason))),
  );
  const reason = await ask(t(m.rejectTitle, { ref: order.orderRefId }), [h('p', {}, t(m.rejectIntro)), chips, input], t(m.rejectOrder), (form) => {
    const text = field(form, 'reason');
    return text.length >= 3 ? text : `!${t(m.reasonNeeded)}`;
  });
  return typeof reason === 'string' ? reason : null;
}

/** Who rides: one of the outlet's riders (issue 37), or a name and number, kept as one of theirs if asked. */
export type RiderChoice = { riderId: number } | { riderName: string; riderPhone: string; keep: boolean };

/** Who rides with the order; null when cancelled. */
export async function askRider(order: OutletOrder, riders: OutletRider[]): Promise<RiderChoice | null> {
  const name = h('input', { name: 'riderName', class: 'board-input', maxlength: 60, autocomplete: 'off', 'aria-label': t(m.riderName), placeholder: t(m.riderName) });
  const phone = h('input', { name: 'riderPhone', class: 'board-input', inputmode: 'numeric', maxlength: 10, autocomplete: 'off', 'aria-label': t(m.riderPhone), placeholder: t(m.riderPhone) });
  const keep = h('label', { class: 'board-check' }, h('input', { type: 'checkbox', name: 'keep' }), ` ${t(m.keepRider)}`);
  const ours = riders.length
    ? [
        h('p', {}, t(m.ourRiders)),
        h(
          'div',
          { class: 'chips', role: 'radiogroup', 'aria-label': t(m.ourRiders) },
          ...riders.map((rider) => h('label', { class: 'chip' }, h('input', { type: 'radio', name: 'riderId', value: rider.riderId }), ` ${rider.name}${rider.onShift ? ` · ${t(m.onShift)}` : ''}`)),
        ),
        h('p', {}, t(m.orSomeoneElse)),
      ]
    : [];
  const rider = await ask(t(m.riderTitle, { ref: order.orderRefId }), [h('p', {}, t(m.riderIntro)), ...ours, name, phone, keep], t(m.outForDelivery), (form) => {
    const picked = (form.querySelector('input[name="riderId"]:checked') as HTMLInputElement | null)?.value;
    if (picked) return { riderId: picked } as Record<string, string>;
    const riderName = field(form, 'riderName');
    const riderPhone = field(form, 'riderPhone');
    if (riderName.length < 2) return `!${t(m.riderNameNeeded)}`;
    if (!MOBILE_PATTERN.test(riderPhone)) return `!${t(m.riderPhoneNeeded)}`;
    return { riderName, riderPhone, keep: String((form.elements.namedItem('keep') as HTMLInputElement | null)?.checked ?? false) };
  });
  if (!rider || typeof rider !== 'object') return null;
  if (rider.riderId) return { riderId: Number(rider.riderId) };
  return { riderName: rider.riderName ?? '', riderPhone: rider.riderPhone ?? '', keep: rider.keep === 'true' };
}

/**
 * Issue 37: which other of the outlet's riders takes an order out for delivery (the one riding it is not offered);
 * null when cancelled.
 */
export async function askOtherRider(order: OutletOrder, riders: OutletRider[]): Promise<number | null> {
  // Issue 44: an order whose rider's shift ended may go to that rider again.
  const others = order.riderNeeded ? riders : riders.filter((rider) => rider.phone !== order.rider?.phone);
  const title = t(order.riderNeeded ? m.riderNeededTitle : m.reassignTitle, { ref: order.orderRefId });
  // Nobody else to give it to: said, with only Back (a submit that can only refuse would be a trap).
  if (others.length === 0) return (await ask(title, [h('p', {}, t(m.noOtherRiders))], null, () => null), null);
  // The button names who gets it once they are chosen ('Give to Aman Verma'), and an earlier 'choose' goes.
  const onPick = (event: Event) => {
    const form = (event.currentTarget as HTMLElement).closest('form');
    const chosen = others.find((rider) => String(rider.riderId) === (event.target as HTMLInputElement).value);
    const submit = form?.querySelector('button[type="submit"]');
    if (submit && chosen) submit.textContent = t(m.reassignTo, { name: chosen.name });
    const problem = form?.querySelector('.dialog__problem');
    if (problem) problem.textContent = '';
  };
  const choices = h(
    'fieldset',
    { class: 'rider-choices', onchange: onPick },
    h('legend', {}, t(m.reassignPick)),
    ...others.map((rider) =>
      h('label', { class: 'rider-choice' }, h('input', { type: 'radio', name: 'riderId', value: rider.riderId }), h('span', {}, rider.name), h('small', {}, rider.onShift ? t(m.onShift) : t(m.shiftOff))),
    ),
  );
  const intro = h('p', {}, t(order.riderNeeded ? m.riderNeededIntro : m.reassignIntro, { name: order.rider?.name ?? '' }));
  const picked = await ask(title, [intro, choices], t(m.reassignSubmit), (form) => {
    const value = (form.querySelector('input[name="riderId"]:checked') as HTMLInputElement | null)?.value;
    return value ?? `!${t(m.reassignNeeded)}`;
  });
  return typeof picked === 'string' ? Number(picked) : null;
}

/** Issue 37: why an order the rider hands over with the customer's code is delivered without it; null when cancelled. */
export async function askOverride(order: OutletOrder): Promise<string | null> {
  const input = h('input', { name: 'reason', class: 'board-input', maxlength: 200, placeholder: t(m.overrideReasonPlaceholder), 'aria-label': t(m.reason) });
  const reason = await ask(t(m.overrideTitle, { ref: order.orderRefId }), [h('p', {}, t(m.overrideIntro)), input], t(m.markDelivered), (form) => {
    const text = field(form, 'reason');
    return text.length >= 3 ? text : `!${t(m.reasonNeeded)}`;
  });
  return typeof reason === 'string' ? reason : null;
}

const REPLIES = [m.replySending, m.replyRefunded, m.replyCall];

/** The outlet's answer to a report: its words, and whether the dishes' price goes back to the wallet; null when cancelled. */
export async function askAnswer(order: OutletOrder, refundable: number): Promise<{ reply: string; refund: boolean } | null> {
  const input = h('input', { name: 'reply', class: 'board-input', maxlength: 200, placeholder: t(m.replyPlaceholder), 'aria-label': t(m.answer) });
  const chips = h('div', { class: 'chips' }, ...REPLIES.map((reply) => h('button', { type: 'button', class: 'chip', onclick: () => (input.value = t(reply)) }, t(reply))));
  const refund =
    refundable > 0
      ? h('label', { class: 'board-check' }, h('input', { type: 'checkbox', name: 'refund', checked: true }), ` ${t(m.refund, { amount: rupees(refundable) })}`)
      : h('p', {}, t(m.nothingToRefund));
  const answer = await ask(t(m.answerTitle, { ref: order.orderRefId }), [h('p', {}, t(m.answerIntro)), chips, input, refund], t(m.sendAnswer), (form) => {
    const reply = field(form, 'reply');
    if (reply.length < 3) return `!${t(m.answerNeeded)}`;
    return { reply, refund: String((form.elements.namedItem('refund') as HTMLInputElement | null)?.checked ?? false) };
  });
  return answer && typeof answer === 'object' ? { reply: answer.reply ?? '', refund: answer.refund === 'true' } : null;
}

/** Asks before a move that cannot be taken back (clearing a table, a new QR code); true once confirmed. */
export async function confirmMove(title: string, lines: string[], submitLabel: string, danger = false): Promise<boolean> {
  const answer = await ask(title, lines.map((line) => h('p', {}, line)), submitLabel, () => 'yes', danger ? 'board-button--stop' : 'board-button--go');
  return answer === 'yes';
}
