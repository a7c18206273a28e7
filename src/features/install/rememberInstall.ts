import { DISMISSED_AT_KEY, ORDERED_KEY } from './installMemory';

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage blocked: the card may ask again next visit, which is all that is lost
  }
}

/** Called where an order is placed: from then on the card may show (on its next render of home). */
export const rememberOrderForInstall = () => write(ORDERED_KEY, '1');
export const rememberInstallDismissed = (now: number) => write(DISMISSED_AT_KEY, String(now));
