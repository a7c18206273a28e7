import { useId } from 'react';
import type { UpiApp } from '../../api/contract';
import { t } from '../../i18n';
import { m } from './messages';
import { UPI_APP_NAMES } from './upiApps';

export interface UpiAppChoice {
  /** The apps this phone can open that the provider can (upiIntent.ts upiAppsFor); nothing shows without any. */
  apps: UpiApp[];
  disabled: boolean;
  /** Pays by UPI in that app, at once: one tap. */
  onPay: (app: UpiApp) => void;
}

/** The UPI apps as one-tap buttons under UPI: each pays in that app. */
export function UpiAppChoices({ apps, disabled, onPay }: UpiAppChoice) {
  const titleId = useId();
  if (apps.length === 0) return null;
  return (
    <div className="upi-apps" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="muted upi-apps__title">
        {t(m.payInOneTap)}
      </p>
      <div className="upi-apps__list">
        {apps.map((app) => (
          <button key={app} type="button" className="upi-apps__app" disabled={disabled} onClick={() => onPay(app)}>
            {t(UPI_APP_NAMES[app])}
          </button>
        ))}
      </div>
    </div>
  );
}
