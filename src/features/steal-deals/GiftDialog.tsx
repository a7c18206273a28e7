import { useState } from 'react';
import type { DealGiftCode, MyDeal } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { useAttemptKey } from '../../api/useAttemptKey';
import { notify } from '../../lib/toast';
import { Dialog } from '../../ui/Dialog';
import { QuantityStepper } from '../cart';
import { generateGiftCode } from './api';
import { embed } from '../../i18n/embed';
import { m } from './messages';
import { shareGiftCode } from './shareGiftCode';
import { t } from '../../i18n';

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
    if (outcome === 'copied') notify.success(t(m.copied));
    if (outcome === 'failed') notify.error(t(m.cantBeShared));
  }

  return (
    <Dialog open title={t(m.giftToSomeone)} onClose={onClose}>
      {!giftCode.show ? (
        <div className="gift-dialog">
          <p>{embed(t(m.giveSome, { area: deal.restaurantArea }), { title: <strong>{deal.title}</strong> })}</p>
          <div className="deal-scanner__qty">
            <span>{t(m.howManyToGive, { left: deal.left })}</span>
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
            {busy ? t(m.creatingGiftCode) : t(m.createGiftCode)}
          </button>
        </div>
      ) : (
        <div className="gift-dialog">
          <p>{t(m.yourGiftCode, { count: quantity, title: deal.title })}</p>
          <p className="gift-code" data-testid="gift-code">
            {giftCode.giftCodeText}
          </p>
          <button type="button" className="button button--block" onClick={() => void share()}>
            {t(m.shareGiftCode)}
          </button>
        </div>
      )}
    </Dialog>
  );
}
