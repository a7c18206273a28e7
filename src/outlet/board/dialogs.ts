/** The two moves that need words: why an order is refused, and who rides with it. Native dialogs, one field each. */
import type { OutletOrder } from '../contract';
import { MOBILE_PATTERN } from '../../lib/validation';
import { h, rupees } from './dom';

const REASONS = ['An item is out of stock', 'The kitchen is too busy', 'We are closing soon', 'The address is too far'];

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
        h('button', { type: 'button', class: 'board-button board-button--quiet', value: 'cancel', onclick: () => close(null) }, 'Back'),
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
  const input = h('input', { name: 'reason', class: 'board-input', maxlength: 200, placeholder: 'Or say why in your words', 'aria-label': 'Reason' });
  const chips = h(
    'div',
    { class: 'chips' },
    ...REASONS.map((reason) => h('button', { type: 'button', class: 'chip', onclick: () => (input.value = reason) }, reason)),
  );
  const reason = await ask(`Reject ${order.orderRefId}?`, [h('p', {}, 'The customer is told why, and gets back what they paid.'), chips, input], 'Reject order', (form) => {
    const text = field(form, 'reason');
    return text.length >= 3 ? text : '!Choose a reason or write one.';
  });
  return typeof reason === 'string' ? reason : null;
}

/** The rider's name and mobile number; null when cancelled. */
export async function askRider(order: OutletOrder): Promise<{ riderName: string; riderPhone: string } | null> {
  const name = h('input', { name: 'riderName', class: 'board-input', maxlength: 60, autocomplete: 'off', 'aria-label': "Rider's name", placeholder: "Rider's name" });
  const phone = h('input', { name: 'riderPhone', class: 'board-input', inputmode: 'numeric', maxlength: 10, autocomplete: 'off', 'aria-label': "Rider's mobile number", placeholder: "Rider's mobile number" });
  const rider = await ask(`Hand ${order.orderRefId} to a rider`, [h('p', {}, 'The customer sees who is coming and can call them.'), name, phone], 'Out for delivery', (form) => {
    const riderName = field(form, 'riderName');
    const riderPhone = field(form, 'riderPhone');
    if (riderName.length < 2) return "!Give the rider's name.";
    if (!MOBILE_PATTERN.test(riderPhone)) return "!Give the rider's 10-digit mobile number.";
    return { riderName, riderPhone };
  });
  return rider && typeof rider === 'object' ? { riderName: rider.riderName ?? '', riderPhone: rider.riderPhone ?? '' } : null;
}

const REPLIES = ['Sorry! We are sending it to you right away', 'Sorry! The money for it is back in your wallet', 'Sorry! Please call us and we will put it right'];

/** The outlet's answer to a report: its words, and whether the dishes' price goes back to the wallet; null when cancelled. */
export async function askAnswer(order: OutletOrder, refundable: number): Promise<{ reply: string; refund: boolean } | null> {
  const input = h('input', { name: 'reply', class: 'board-input', maxlength: 200, placeholder: 'Or answer in your words', 'aria-label': 'Answer' });
  const chips = h('div', { class: 'chips' }, ...REPLIES.map((reply) => h('button', { type: 'button', class: 'chip', onclick: () => (input.value = reply) }, reply)));
  const refund =
    refundable > 0
      ? h('label', { class: 'board-check' }, h('input', { type: 'checkbox', name: 'refund', checked: true }), ` Put ${rupees(refundable)} back in the customer's wallet`)
      : h('p', {}, 'Nothing was paid for these dishes yet, so there is nothing to put back.');
  const answer = await ask(`Answer the report on ${order.orderRefId}`, [h('p', {}, 'The customer reads your answer at once.'), chips, input, refund], 'Send answer', (form) => {
    const reply = field(form, 'reply');
    if (reply.length < 3) return '!Choose an answer or write one.';
    return { reply, refund: String((form.elements.namedItem('refund') as HTMLInputElement | null)?.checked ?? false) };
  });
  return answer && typeof answer === 'object' ? { reply: answer.reply ?? '', refund: answer.refund === 'true' } : null;
}

/** Asks before a move that cannot be taken back (clearing a table, a new QR code); true once confirmed. */
export async function confirmMove(title: string, lines: string[], submitLabel: string, danger = false): Promise<boolean> {
  const answer = await ask(title, lines.map((line) => h('p', {}, line)), submitLabel, () => 'yes', danger ? 'board-button--stop' : 'board-button--go');
  return answer === 'yes';
}
