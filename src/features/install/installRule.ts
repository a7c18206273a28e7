/**
 * When the install card may show (issue 12): after the first order or from the second visit, never while running
 * installed, and not for 30 days after the customer dismissed it. Pure, with the clock passed in.
 */
export const INSTALL_SNOOZE_MS = 30 * 24 * 60 * 60 * 1000;

export interface InstallMemory {
  visits: number;
  ordered: boolean;
  /** When the card was last dismissed (epoch ms), or null. */
  dismissedAt: number | null;
}

export function installCardDue(memory: InstallMemory, now: number): boolean {
  // A dismissal "in the future" (the phone's clock went back) still counts as recent.
  if (memory.dismissedAt !== null && now - memory.dismissedAt < INSTALL_SNOOZE_MS) return false;
  return memory.ordered || memory.visits >= 2;
}

/** 'prompt': the browser offers to install (Chromium). 'ios-steps': iPhone or iPad, which only has Share > Add to Home Screen. */
export type InstallOffer = 'prompt' | 'ios-steps';

/** What the browser says about itself; `iosStandalone` is Apple's navigator.standalone (undefined elsewhere). */
export interface InstallPlatform {
  promptReady: boolean;
  iosStandalone: boolean | undefined;
  displayModeStandalone: boolean;
}

/**
 * Installed (either signal) offers nothing. Apple's browsers have navigator.standalone, false in a tab: that
 * tells iPhone and iPad apart from everything else without reading the user agent (iPadOS claims to be a Mac).
 */
export function installOffer(platform: InstallPlatform): InstallOffer | null {
  if (platform.displayModeStandalone || platform.iosStandalone === true) return null;
  if (platform.promptReady) return 'prompt';
  return platform.iosStandalone === false ? 'ios-steps' : null;
}
