import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { ScratchCard, ScratchReward } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { t } from '../../i18n';
import { notify } from '../../lib/toast';
import { scratchTheCard } from './api';
import { CopyCodeButton } from './CopyCodeButton';
import { formatDay } from '../../lib/format';
import { m } from './messages';
import { RewardIcon } from './RewardIcon';
import { ScratchFoil } from './ScratchFoil';

/**
 * One card. Unscratched: gold foil to rub off (or the Reveal button, for a keyboard or a screen reader);
 * the reward is not on the device until the server reveals it, so under the foil there is only a gift.
 * Revealed: what it gave, and for a coupon its code to copy.
 */
export function ScratchCardTile({ card, now, onRevealed }: { card: ScratchCard; now: number; onRevealed: (card: ScratchCard) => void }) {
  const [busy, setBusy] = useState(false);
  // Bumped after a failed reveal: a fresh foil replaces the scratched one, so the customer can try again.
  const [attempt, setAttempt] = useState(0);
  // The foil of a card revealed on this visit fades away over its reward.
  const [foil, setFoil] = useState<'none' | 'fading'>('none');
  const onFaded = useCallback(() => setFoil('none'), []);
  // Revealed with the button: the button goes, so focus moves to what was won rather than to the page's top.
  const [focusReward, setFocusReward] = useState(false);
  const rewardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusReward && card.reward) rewardRef.current?.focus();
  }, [focusReward, card.reward]);
  const expired = card.status === 'UNSCRATCHED' && card.expiresAt <= now;

  const reveal = async (byButton = false) => {
    if (busy) return;
    setFocusReward(byButton);
    setBusy(true);
    try {
      const revealed = await scratchTheCard(card.scratchCardId);
      setFoil('fading');
      onRevealed(revealed);
      if (revealed.reward) notify.success(t(m.youWon, { reward: revealed.reward.text }));
    } catch (error) {
      notify.error(messageOf(error));
      setAttempt((current) => current + 1);
    } finally {
      setBusy(false);
    }
  };

  const heading = `scratch-card-${card.scratchCardId}`;
  return (
    <li className={`scratch-card${expired ? ' scratch-card--expired' : ''}`} aria-labelledby={heading} data-testid="scratch-card">
      <div className="scratch-card__face">
        {card.reward ? (
          <RewardFace reward={card.reward} focusRef={rewardRef} />
        ) : (
          <div className="scratch-card__hidden" aria-live="polite">
            <RewardIcon kind="GIFT" />
            <span>{t(busy ? m.revealing : expired ? m.expired : m.rewardInside)}</span>
          </div>
        )}
        {((card.status === 'UNSCRATCHED' && !expired) || foil === 'fading') && (
          <ScratchFoil key={attempt} onCleared={() => void reveal()} fading={foil === 'fading'} onFaded={onFaded} />
        )}
      </div>
      <p id={heading} className="scratch-card__title">
        {card.title}
        {card.orderRefId && <span className="scratch-card__ref">{card.orderRefId}</span>}
      </p>
      {card.status === 'REVEALED' && card.revealedAt !== null && <p className="scratch-card__when muted">{t(m.wonOn, { date: formatDay(card.revealedAt) })}</p>}
      {card.status === 'UNSCRATCHED' &&
        (expired ? (
          <p className="scratch-card__when muted">{t(m.expiredOn, { date: formatDay(card.expiresAt) })}</p>
        ) : (
          <>
            <p className="scratch-card__when muted">{t(m.scratchBy, { date: formatDay(card.expiresAt) })}</p>
            <button type="button" className="button button--ghost scratch-card__reveal" disabled={busy} onClick={() => void reveal(true)} aria-describedby={heading}>
              {t(busy ? m.revealing : m.reveal)}
            </button>
          </>
        ))}
    </li>
  );
}

function RewardFace({ reward, focusRef }: { reward: ScratchReward; focusRef: RefObject<HTMLDivElement | null> }) {
  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      className={`scratch-card__reward scratch-card__reward--${reward.kind.toLowerCase()}`}
      data-testid="scratch-reward"
    >
      <RewardIcon kind={reward.kind} />
      <strong className="scratch-card__reward-text">{reward.text}</strong>
      {reward.couponCode && <CopyCodeButton code={reward.couponCode} />}
    </div>
  );
}
