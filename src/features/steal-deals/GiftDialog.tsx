import { useState } from 'react';
import type { DealGiftCode, MyDeal } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { useAttemptKey } from '../../api/useAttemptKey';
import { notify } from '../../lib/toast';
import { Dialog } from '../../ui/Dialog';
import { QuantityStepper } from '../cart';
import { generateGiftCode } from './api';
import { GIFT_CANT_BE_SHARED, shareGiftCode } from './shareGiftCode';

interface Props {
  deal: MyDeal;
  onGifted: (code: DealGiftCode) => void;
  onClose: () => void;
}

/** SPEC 3 showGiftToSomeone: how many to give, then the gift code (giftCode {show, giftCodeText}) to share. */
export function GiftDialog({ deal, onGifted, onClose }: Props) {
  const [quantity, setQuantity] = useState(1);
  const [giftCode, setGiftCode] = useState<{ show: boolean; giftCodeText: string }>({ show: false, giftCodeText: '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { keyFor, settle } = useAttemptKey();

  async function generate() {
    if (busy) return;
    setBusy(true);
    setError('');
    const body = { dealOrderId: deal.dealOrderId, quantity };
    try {
      const code = await generateGiftCode(body, keyFor(JSON.stringify(body)));
      settle();
      setGiftCode({ show: true, giftCodeText: code.giftCodeText });
      onGifted(code);
    } catch (failure) {
      settle(failure);
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  async function share() {
    const outcome = await shareGiftCode(giftCode.giftCodeText, deal.title);
    if (outcome === 'copied') notify.success('Copied');
    if (outcome === 'failed') notify.error(GIFT_CANT_BE_SHARED);
  }

  return (
    <Dialog open title="Gift to someone" onClose={onClose}>
      {!giftCode.show ? (
        <div className="gift-dialog">
          <p>
            Give some of your <strong>{deal.title}</strong> to a friend. They apply the code in their Gold Leaf app and redeem it at{' '}
            {deal.restaurantArea}.
          </p>
          <div className="deal-scanner__qty">
            <span>How many to give? ({deal.left} left)</span>
            <QuantityStepper
              title={deal.title}
              quantity={quantity}
              disabled={busy}
              onAdd={() => setQuantity((n) => Math.min(n + 1, deal.left))}
              onRemove={() => setQuantity((n) => Math.max(n - 1, 1))}
            />
          </div>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <button type="button" className="button button--block" disabled={busy} aria-busy={busy} onClick={() => void generate()}>
            {busy ? 'Creating gift code…' : 'Create gift code'}
          </button>
        </div>
      ) : (
        <div className="gift-dialog">
          <p>Your gift code for {quantity === 1 ? 'one' : quantity} {deal.title}. It works once, for the first person who applies it.</p>
          <p className="gift-code" data-testid="gift-code">
            {giftCode.giftCodeText}
          </p>
          <button type="button" className="button button--block" onClick={() => void share()}>
            Share gift code
          </button>
        </div>
      )}
    </Dialog>
  );
}
