import { useCallback, useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { Link } from '@tanstack/react-router';
import type { DealGiftCode, MyDeal } from '../../api/contract';
import { notify } from '../../lib/toast';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { copyTime, SavedCopies } from '../../ui/SavedCopies';
import { readMyDeals } from './api';
import { dealCartAtom, useDealCartReady } from './dealCartAtoms';
import DealScanner from './DealScanner';
import { GiftCodes } from './GiftCodes';
import { GiftDialog } from './GiftDialog';
import { MyDealCard } from './MyDealCard';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { m } from './messages';
import './stealDeals.css';

const replace = (deals: MyDeal[], next: MyDeal) => (deals.some((d) => d.dealOrderId === next.dealOrderId) ? deals.map((d) => (d.dealOrderId === next.dealOrderId ? next : d)) : [next, ...deals]);

/** My Deals: what the customer bought or received, what is left of each, redeem (scanner), gift and rate. */
export function MyDealsScreen() {
  const { result, reload, set } = useLoaded(readMyDeals);
  const cartReady = useDealCartReady();
  const [cart, setCart] = useAtom(dealCartAtom);
  const [redeeming, setRedeeming] = useState<MyDeal | null>(null);
  const [gifting, setGifting] = useState<MyDeal | null>(null);
  const [sent, setSent] = useState<DealGiftCode[]>([]);
  const [now] = useState(() => Date.now());
  const deals = result.state === 'ready' ? result.value.value : null;
  const cachedAt = copyTime(result);

  // Back from the provider: the cart that went to payment is bought, so it is emptied.
  useEffect(() => {
    if (cartReady && deals && cart?.checkoutRef && deals.some((d) => d.checkoutRef === cart.checkoutRef)) setCart(null);
  }, [cartReady, deals, cart, setCart]);

  const update = useCallback((next: MyDeal) => set({ value: replace(deals ?? [], next), cachedAt }), [deals, cachedAt, set]);

  return (
    <section className="my-deals">
      <h1 className="screen__title">{t(TITLES.myDeals)}</h1>
      <SavedCopies offline={m.offlineMyDeals} cachedAt={[cachedAt]}>
        {result.state === 'loading' && <p aria-busy="true">{t(m.loadingMyDeals)}</p>}
        {result.state === 'error' && <RetryNotice message={result.message} onRetry={() => void reload()} />}
        {deals && deals.length === 0 && (
          <div className="empty">
            <p>{t(m.noDealsYet)}</p>
            <Link to="/" className="button">
              {t(m.browseDeals)}
            </Link>
          </div>
        )}
        {deals && deals.length > 0 && (
          <ul className="my-deal-list">
            {deals.map((deal) => (
              <MyDealCard key={deal.dealOrderId} deal={deal} now={now} onRedeem={setRedeeming} onGift={setGifting} onRated={update} />
            ))}
          </ul>
        )}
        <GiftCodes onReceived={update} sentNow={sent} />
      </SavedCopies>
      {redeeming && (
        <DealScanner
          deal={redeeming}
          onClose={() => setRedeeming(null)}
          onConsumed={(next, quantity) => {
            update(next);
            setRedeeming(null);
            notify.success(t(m.enjoyRedeemed, { quantity, left: next.left }));
          }}
        />
      )}
      {gifting && (
        <GiftDialog
          deal={gifting}
          onClose={() => setGifting(null)}
          onGifted={(code) => {
            setSent((codes) => [code, ...codes]);
            void reload();
          }}
        />
      )}
    </section>
  );
}
