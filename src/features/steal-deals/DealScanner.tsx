import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { MyDeal } from '../../api/contract';
import { DEAL_QR_PREFIX } from '../../api/stealDealRules';
import { messageOf } from '../../api/errors';
import { useAttemptKey } from '../../api/useAttemptKey';
import { DEFAULT_CONSUME_QTY } from '../../config/constants';
import { Dialog } from '../../ui/Dialog';
import { QuantityStepper } from '../cart';
import { useQrCamera } from '../dine-in/useQrCamera';
import { consumeDeal } from './api';
import { t } from '../../i18n';
import { m } from './messages';

interface Props {
  /** SPEC 3 selectedConsumedItem. */
  deal: MyDeal;
  onConsumed: (deal: MyDeal, quantity: number) => void;
  onClose: () => void;
}

/**
 * Redeeming at the outlet (SPEC 3 scannerArea, QRcodeString, consumeItemQty): choose how many, then scan the
 * outlet's deal QR code with the same scanner as dine-in; the code printed under it can be typed instead.
 */
export default function DealScanner({ deal, onConsumed, onClose }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [consumeItemQty, setConsumeItemQty] = useState(Math.min(DEFAULT_CONSUME_QTY, deal.left));
  const [problem, setProblem] = useState('');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  /** A code the server refused is not sent again for every frame the camera still sees it. */
  const refused = useRef('');
  const { keyFor, settle } = useAttemptKey();

  /** Sends a scanned or typed code; true when the deal was consumed (the camera then stops). */
  const redeem = async (QRcodeString: string): Promise<boolean> => {
    const code = QRcodeString.trim().toUpperCase();
    if (!code.startsWith(DEAL_QR_PREFIX)) {
      setProblem(t(m.notOutletQr));
      return false;
    }
    if (sending.current) return false;
    sending.current = true;
    setBusy(true);
    setProblem('');
    const body = { dealOrderId: deal.dealOrderId, qrCode: code, quantity: consumeItemQty };
    try {
      const consumed = await consumeDeal(body, keyFor(JSON.stringify(body)));
      settle();
      onConsumed(consumed, consumeItemQty);
      return true;
    } catch (failure) {
      settle(failure);
      refused.current = code;
      setProblem(messageOf(failure));
      return false;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  useQrCamera(true, videoRef, canvasRef, (text) => (text.trim().toUpperCase() === refused.current ? false : redeem(text)), setProblem);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void redeem(typed);
  };

  return (
    <Dialog open title={t(m.redeemTitle, { title: deal.title })} onClose={onClose} className="dialog--scanner">
      <div className="deal-scanner__qty">
        <span id="consume-qty-label">{t(m.howManyNow, { left: deal.left })}</span>
        <QuantityStepper
          title={deal.title}
          quantity={consumeItemQty}
          disabled={busy}
          onAdd={() => setConsumeItemQty((n) => Math.min(n + 1, deal.left))}
          onRemove={() => setConsumeItemQty((n) => Math.max(n - 1, 1))}
        />
      </div>
      <div className="deal-scanner__area" data-testid="scanner-area">
        <video ref={videoRef} className="scanner__video" muted playsInline aria-label={t(m.cameraPreview)} />
        <canvas ref={canvasRef} hidden />
      </div>
      <p className="muted">{t(m.pointCamera, { area: deal.restaurantArea })}</p>
      {busy && <p aria-busy="true">{t(m.redeeming)}</p>}
      {problem && (
        <p className="form__error" role="alert">
          {problem}
        </p>
      )}
      <form className="form" onSubmit={submit}>
        <label className="form__label" htmlFor="deal-qr-code">
          {t(m.typeCode)}
        </label>
        <input id="deal-qr-code" className="input" value={typed} onChange={(event) => setTyped(event.target.value)} placeholder={t(m.dealQrPlaceholder)} autoCapitalize="characters" />
        <button type="submit" className="button button--block" disabled={busy}>
          {t(m.redeemCount, { count: consumeItemQty })}
        </button>
      </form>
    </Dialog>
  );
}
