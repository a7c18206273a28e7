import { useState } from 'react';
import { t } from '../../i18n';
import { dropInstallPrompt, installPrompt } from './capture';
import { IosInstallSheet } from './IosInstallSheet';
import { m } from './messages';
import { rememberInstallDismissed } from './rememberInstall';
import type { InstallOffer } from './installRule';
import './install.css';

/**
 * The offer to install, floating at the bottom of home: the browser's offer arrives after the first paint, and a
 * card pushed into the page then would shove the outlets down under the customer's thumb. Dismissed, it stays
 * away for 30 days (installRule).
 */
export default function InstallCard({ offer }: { offer: InstallOffer }) {
  const [closed, setClosed] = useState(false);
  const [showingSteps, setShowingSteps] = useState(false);
  const [installing, setInstalling] = useState(false);
  if (closed) return null;

  const dismiss = () => {
    rememberInstallDismissed(Date.now());
    setClosed(true);
  };
  const install = async () => {
    const prompt = installPrompt();
    if (!prompt) return setClosed(true);
    setInstalling(true);
    try {
      // Older Chromium resolves prompt() with nothing: then no answer is taken as a refusal.
      const choice = await prompt.prompt();
      if (choice?.outcome === 'dismissed') rememberInstallDismissed(Date.now());
    } catch (error) {
      console.warn('The browser did not show its install prompt', error);
    } finally {
      // The browser's offer can be used once; if it comes again (a later visit), so may the card.
      dropInstallPrompt();
      setClosed(true);
    }
  };

  return (
    <aside className="install-card" aria-labelledby="install-card-title" data-testid="install-card">
      <img className="install-card__icon" src="/icons/icon-192.png" alt="" width="48" height="48" />
      <div className="install-card__text">
        <h2 id="install-card-title" className="install-card__title">
          {offer === 'prompt' ? t(m.installTitle) : t(m.addTitle)}
        </h2>
        <p className="install-card__body">{t(m.body)}</p>
        {offer === 'prompt' ? (
          <button type="button" className="button install-card__action" disabled={installing} onClick={() => void install()}>
            {t(m.install)}
          </button>
        ) : (
          <button type="button" className="button install-card__action" onClick={() => setShowingSteps(true)}>
            {t(m.showMeHow)}
          </button>
        )}
      </div>
      <button type="button" className="icon-button install-card__close" aria-label={t(m.notNow)} onClick={dismiss}>
        ×
      </button>
      {offer === 'ios-steps' && <IosInstallSheet open={showingSteps} onClose={() => setShowingSteps(false)} />}
    </aside>
  );
}
