import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { installPrompt } from './capture';
import { readInstallMemory } from './installMemory';
import { installCardDue, installOffer } from './installRule';

const InstallCard = lazy(() => import('./InstallCard'));

const OFFER_EVENTS = ['beforeinstallprompt', 'appinstalled'];
/** Heard after capture.ts's own listeners (added at boot, so first): the offer is already kept or dropped. */
function onOfferChange(listener: () => void): () => void {
  OFFER_EVENTS.forEach((name) => addEventListener(name, listener));
  return () => OFFER_EVENTS.forEach((name) => removeEventListener(name, listener));
}
const hasOffer = () => installPrompt() !== null;

/**
 * Home's place for the install card. Decides with a few synchronous reads, so the card's code loads only when it
 * is going to show: never on a first visit without an order, never in the installed app.
 */
export function InstallCardSlot() {
  // Once per visit to home: an order placed since, or a dismissal elsewhere, counts from the next one.
  const [due] = useState(() => installCardDue(readInstallMemory(), Date.now()));
  const promptReady = useSyncExternalStore(onOfferChange, hasOffer);
  const offer =
    due &&
    installOffer({
      promptReady,
      iosStandalone: (navigator as Navigator & { standalone?: boolean }).standalone,
      displayModeStandalone: matchMedia('(display-mode: standalone)').matches,
    });
  // Nothing to offer: a hidden mark of the decision (and of whether the browser's offer had arrived), so a test
  // can tell "decided against" from "not decided yet" without waiting for a card that might still come.
  if (!offer) return <span hidden data-install-offer="none" data-prompt-ready={promptReady} />;
  return (
    <Suspense fallback={null}>
      <InstallCard offer={offer} />
    </Suspense>
  );
}
