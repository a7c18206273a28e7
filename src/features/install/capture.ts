/**
 * Started first thing by main.tsx: Chromium fires beforeinstallprompt once, early, and a listener added later
 * misses it. Also counts this visit (once per browser session) for the install card's "second visit" rule.
 * Kept to these few lines: it is in the first view's bundle (who shows the offer listens in InstallCardSlot).
 */

/** Visits counted so far (localStorage); in sessionStorage, marks this session as counted. */
export const VISITS_KEY = 'install-visits';

/** Chromium's event (not in TypeScript's DOM library). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<{ outcome: 'accepted' | 'dismissed' } | undefined>;
}

let promptEvent: InstallPromptEvent | null = null;

/** The browser's offer to install, while it stands (null once used or once the app is installed). */
export const installPrompt = () => promptEvent;
export const dropInstallPrompt = () => {
  promptEvent = null;
};

export function captureInstallPrompt(): void {
  addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // the browser's own mini-bar would show on the first visit; the card waits (installRule)
    promptEvent = event as InstallPromptEvent;
  });
  addEventListener('appinstalled', dropInstallPrompt);
  try {
    if (!sessionStorage.getItem(VISITS_KEY)) {
      sessionStorage.setItem(VISITS_KEY, '1');
      localStorage.setItem(VISITS_KEY, String(Number(localStorage.getItem(VISITS_KEY)) + 1));
    }
  } catch {
    // storage blocked: every visit looks like the first, and the card waits for an order instead
  }
}
