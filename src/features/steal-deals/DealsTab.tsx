import { useCallback, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Link } from '@tanstack/react-router';
import type { DealItem } from '../../api/contract';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { isAuthenticatedAtom } from '../auth';
import { fetchDealCategories, fetchDeals } from './api';
import { DealCard } from './DealCard';
import { DealCartBar } from './DealCartBar';
import { DealDetailSheet } from './DealDetailSheet';
import { dealCartAtom, quantityIn, useDealCartReady, withQuantity } from './dealCartAtoms';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { m } from './messages';
import './stealDeals.css';
import { langOf } from '../../rules/contentLang';

/** The server's value for every category (the chip's name is translated). */
const ALL = 'All';

/**
 * The Steal Deals tab on home (SPEC 3 "Menu or deal view"): categories as chips (mainCategory, default 'All'),
 * the deals, a detail sheet (showStealDealDetails) and the deal cart. Open to everyone; buying asks to sign in.
 */
export default function DealsTab() {
  const [mainCategory, setMainCategory] = useState(ALL);
  const [selectedItemId, setSelectedItemId] = useState<number | null>(null);
  const categories = useLoaded(fetchDealCategories);
  const loadDeals = useCallback(() => fetchDeals(mainCategory), [mainCategory]);
  const { result, reload } = useLoaded(loadDeals);
  const cartReady = useDealCartReady();
  const [cart, setCart] = useAtom(dealCartAtom);
  const signedIn = useAtomValue(isAuthenticatedAtom);

  const change = useCallback((deal: DealItem, quantity: number) => setCart((current) => withQuantity(current, deal, quantity)), [setCart]);
  const chips = categories.result.state === 'ready' ? [{ categoryId: 0, title: t(m.all) }, ...categories.result.value] : [];

  return (
    <section className="deals" aria-labelledby="deals-heading">
      <div className="deals__head">
        <h2 id="deals-heading" className="section-title">
          {t(m.stealDeals)}
        </h2>
        {signedIn && (
          <Link to="/my-deals" className="deals__mine">
            {t(TITLES.myDeals)}
          </Link>
        )}
      </div>
      <p className="muted deals__intro">{t(m.intro)}</p>
      {chips.length > 0 && (
        <div className="deal-chips" role="group" aria-label={t(m.categories)}>
          {chips.map((chip) => {
            const value = chip.categoryId === 0 ? ALL : String(chip.categoryId);
            return (
              <button
                key={value}
                type="button"
                className="deal-chip"
                aria-pressed={mainCategory === value}
                onClick={() => setMainCategory(value)}
                lang={chip.categoryId === 0 ? undefined : langOf(chip, 'title')}
              >
                {chip.title}
              </button>
            );
          })}
        </div>
      )}
      {result.state === 'loading' && (
        <p className="muted" aria-busy="true">
          {t(m.loadingDeals)}
        </p>
      )}
      {result.state === 'error' && <RetryNotice message={result.message} onRetry={() => void reload()} />}
      {result.state === 'ready' && result.value.length === 0 && <p className="empty muted">{t(m.noDealsInCategory)}</p>}
      {result.state === 'ready' && result.value.length > 0 && (
        <ul className="deal-list">
          {result.value.map((deal) => (
            <DealCard key={deal.dealItemId} deal={deal} quantity={quantityIn(cart, deal.dealItemId)} onOpen={setSelectedItemId} onChange={change} />
          ))}
        </ul>
      )}
      {selectedItemId !== null && (
        <DealDetailSheet dealItemId={selectedItemId} quantity={quantityIn(cart, selectedItemId)} onChange={change} onClose={() => setSelectedItemId(null)} />
      )}
      {cartReady && <DealCartBar />}
    </section>
  );
}
