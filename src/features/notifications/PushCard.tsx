import { useState } from 'react';
import { t } from '../../i18n';
import { useLoaded } from '../../lib/useLoaded';
// By path: the orders feature's index carries its screens.
import { readOrderList } from '../orders/api';
import { DeviceErrorDialog } from './DeviceErrorDialog';
import { m } from './messages';
import { PUSH_CARD_DISMISSED_KEY, pushCardWanted } from './pushCardRule';
import { usePush } from './usePush';
import './notifications.css';

/**
 * Home, after the first order: a small card asking to turn notifications on (the permission is only ever asked
 * from its tap). In an iPhone's Safari tab it explains 'Add to Home Screen' instead of offering a dead switch.
 */
export default function PushCard() {
  // Once per visit: dismissed before, or not for this browser at all (push off, or already decided).
  const [wanted] = useState(() => pushCardWanted(true));
  return wanted ? <PushCardAfterFirstOrder /> : null;
}

function PushCardAfterFirstOrder() {
  const push = usePush();
  const { result } = useLoaded(readOrderList);
  const [dismissed, setDismissed] = useState(false);
  const hasOrdered = result.state === 'ready' && result.value.value.length > 0;
  if (dismissed || !hasOrdered || (push.state !== 'default' && push.state !== 'ios-tab')) return <DeviceErrorDialog />;

  const dismiss = () => {
    localStorage.setItem(PUSH_CARD_DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <aside className="push-card" aria-labelledby="push-card-title" data-testid="push-card">
      <svg className="push-card__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16ZM10 20a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="push-card__text">
        <h2 id="push-card-title" className="push-card__title">
          {t(m.cardTitle)}
        </h2>
        {push.state === 'ios-tab' ? (
          <p className="push-card__body">
            {t(m.cardIosBefore)}
            <strong>{t(m.cardIosAction)}</strong>
            {t(m.cardIosAfter)}
          </p>
        ) : (
          <>
            <p className="push-card__body">{t(m.cardBody)}</p>
            <button type="button" className="button push-card__action" disabled={push.busy} onClick={() => void push.enable()}>
              {t(m.turnOn)}
            </button>
          </>
        )}
      </div>
      <button type="button" className="icon-button push-card__close" aria-label={t(m.dismiss)} onClick={dismiss}>
        ×
      </button>
    </aside>
  );
}
