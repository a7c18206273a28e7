import { useState } from 'react';
import type { FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import type { DealGiftCode, MyDeal } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { useAttemptKey } from '../../api/useAttemptKey';
import { notify } from '../../lib/toast';
import { useLoaded } from '../../lib/useLoaded';
import { copyTime, useSavedCopy } from '../../ui/SavedCopies';
import { isAuthenticatedAtom } from '../auth';
import { applyGiftCode, readSentGiftCodes } from './api';
import { formatDay } from '../../lib/format';
import { t } from '../../i18n';
import { m } from './messages';
import './stealDeals.css';

interface Props {
  /** A redeemed gift, for a screen that lists the deals (My Deals adds it to the list). */
  onReceived?: (deal: MyDeal) => void;
  /** Codes made on this screen since it loaded (shown without another round trip). */
  sentNow?: DealGiftCode[];
}

/**
 * Steal-deal gift codes: the box to apply one received (the units join this account once), and the codes this
 * customer sent, with whether they were redeemed. Used on My Deals and on Offers.
 */
export function GiftCodes({ onReceived, sentNow = [] }: Props) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  if (!signedIn) return null;
  return (
    <section className="gift-codes" aria-labelledby="gift-codes-heading">
      <h2 id="gift-codes-heading" className="section-title">
        {t(m.giftCodes)}
      </h2>
      <ApplyGiftCode onReceived={onReceived} />
      <SentGiftCodes sentNow={sentNow} />
    </section>
  );
}

function ApplyGiftCode({ onReceived }: { onReceived: Props['onReceived'] }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [received, setReceived] = useState('');
  const [busy, setBusy] = useState(false);
  const { keyFor, settle } = useAttemptKey();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) return setError(t(m.enterGiftCode));
    setBusy(true);
    setError('');
    setReceived('');
    try {
      const deal = await applyGiftCode(code, keyFor(code.trim().toUpperCase()));
      settle();
      setCode('');
      setReceived(t(m.giftAdded, { count: deal.units, title: deal.title }));
      notify.success(t(m.giftInYourDeals));
      onReceived?.(deal);
    } catch (failure) {
      settle(failure);
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card gift-apply" onSubmit={(event) => void submit(event)} noValidate>
      <label className="form__label" htmlFor="gift-code-input">
        {t(m.receivedGiftCode)}
      </label>
      <div className="gift-apply__row">
        <input
          id="gift-code-input"
          className="input"
          value={code}
          placeholder={t(m.giftCodePlaceholder)}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'gift-code-error' : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError('');
          }}
        />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t(m.apply)}
        </button>
      </div>
      {error && (
        <p id="gift-code-error" className="form__error" role="alert">
          {error}
        </p>
      )}
      {received && (
        <p className="gift-apply__done" role="status">
          {received}
        </p>
      )}
    </form>
  );
}

function SentGiftCodes({ sentNow }: { sentNow: DealGiftCode[] }) {
  const { result } = useLoaded(readSentGiftCodes);
  useSavedCopy(copyTime(result));
  if (result.state !== 'ready') return null;
  const sent = result.value.value;
  const known = new Set(sent.map((c) => c.giftCodeText));
  const codes = [...sentNow.filter((c) => !known.has(c.giftCodeText)), ...sent];
  if (codes.length === 0) return null;
  return (
    <>
      <h3 className="gift-codes__subtitle">{t(m.codesYouSent)}</h3>
      <ul className="gift-sent">
        {codes.map((c) => (
          <li key={c.giftCodeText} className="gift-sent__item" data-testid="sent-gift-code">
            <div>
              <p className="gift-sent__code">{c.giftCodeText}</p>
              <p className="muted">
                {t(m.unitsOf, { count: c.quantity, title: c.title })} · {formatDay(c.createdAt)}
              </p>
            </div>
            <span className={c.status === 'REDEEMED' ? 'gift-sent__status gift-sent__status--used' : 'gift-sent__status'}>
              {c.status === 'REDEEMED' ? t(m.redeemed) : t(m.notUsedYet)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
