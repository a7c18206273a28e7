import { useState } from 'react';
import type { ScratchCard } from '../../api/contract';
import { t } from '../../i18n';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { copyTime, useSavedCopy } from '../../ui/SavedCopies';
import { readScratchCards } from './api';
import { m } from './messages';
import { ScratchCardTile } from './ScratchCardTile';

/** Scratch cards earned by paid orders, in a grid; a reveal tells the screen so balances show the reward. */
export function ScratchCards({ onRewarded }: { onRewarded: (card: ScratchCard) => void }) {
  const { result, reload, set } = useLoaded(readScratchCards);
  useSavedCopy(copyTime(result));
  // One clock per visit: a card does not expire under the customer's finger.
  const [now] = useState(() => Date.now());

  const revealed = (card: ScratchCard) => {
    if (result.state === 'ready') set({ ...result.value, value: result.value.value.map((shown) => (shown.scratchCardId === card.scratchCardId ? card : shown)) });
    onRewarded(card);
  };

  const cards = result.state === 'ready' ? result.value.value : [];
  const waiting = cards.filter((card) => card.status === 'UNSCRATCHED' && card.expiresAt > now).length;
  return (
    <section className="offers-section" aria-labelledby="scratch-title">
      <h2 id="scratch-title" className="section-title">
        {t(m.scratchCards)}
      </h2>
      <p className="muted offers-section__lead">
        {t(m.scratchLead)}
        {waiting > 0 && <strong> {t(m.cardsWaiting, { count: waiting })}</strong>}
      </p>
      {result.state === 'loading' && (
        <p className="muted" role="status">
          {t(m.loadingScratchCards)}
        </p>
      )}
      {result.state === 'error' && <RetryNotice message={result.message} onRetry={() => void reload()} />}
      {result.state === 'ready' &&
        (cards.length === 0 ? (
          <p className="offers-empty">{t(m.noScratchCards)}</p>
        ) : (
          <ul className="scratch-grid">
            {cards.map((card) => (
              <ScratchCardTile key={card.scratchCardId} card={card} now={now} onRevealed={revealed} />
            ))}
          </ul>
        ))}
    </section>
  );
}
