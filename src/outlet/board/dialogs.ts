/** The two moves that need words: why an order is refused, and who rides with it. Native dialogs, one field each. */
import type { OutletOrder } from '../contract';
import { MOBILE_PATTERN } from '../../lib/validation';
import { t } from '../../i18n';
import { h, rupees } from './dom';
import { m } from './messages';

const REASONS = [m.reasonOutOfStock, m.reasonBusy, m.reasonClosing, m.reasonFar];

/** Asks for the values of a small form in a modal dialog; resolves null when cancelled. */
function ask(
  title: string,
  fields: HTMLElement[],
  submitLabel: string,
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
        h('button', { type: 'submit', class: `board-button ${submitStyle}` }, submitLabel),
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

/** The rider's name and mobile number; null when cancelled. */
export async function askRider(order: OutletOrder): Promise<{ riderName: string; riderPhone: string } | null> {
  const name = h('input', { name: 'riderName', class: 'board-input', maxlength: 60, autocomplete: 'off', 'aria-label': t(m.riderName), placeholder: t(m.riderName) });
  const phone = h('input', { name: 'riderPhone', class: 'board-input', inputmode: 'numeric', maxlength: 10, autocomplete: 'off', 'aria-label': t(m.riderPhone), placeholder: t(m.riderPhone) });
  const rider = await ask(t(m.riderTitle, { ref: order.orderRefId }), [h('p', {}, t(m.riderIntro)), name, phone], t(m.outForDelivery), (form) => {
    const riderName = field(form, 'riderName');
    const riderPhone = field(form, 'riderPhone');
    if (riderName.length < 2) return `!${t(m.riderNameNeeded)}`;
    if (!MOBILE_PATTERN.test(riderPhone)) return `!${t(m.riderPhoneNeeded)}`;
    return { riderName, riderPhone };
  });
  return rider && typeof rider === 'object' ? { riderName: rider.riderName ?? '', riderPhone: rider.riderPhone ?? '' } : null;
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
