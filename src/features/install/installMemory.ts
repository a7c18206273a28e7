/** What the install card's rule reads, on every home render; the writes are in rememberInstall.ts (off home's path). */
import { VISITS_KEY } from './capture';
import type { InstallMemory } from './installRule';

export const ORDERED_KEY = 'install-ordered';
export const DISMISSED_AT_KEY = 'install-dismissed-at';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readInstallMemory(): InstallMemory {
  const dismissedAt = Number(read(DISMISSED_AT_KEY));
  return { visits: Number(read(VISITS_KEY)) || 0, ordered: read(ORDERED_KEY) !== null, dismissedAt: dismissedAt > 0 ? dismissedAt : null };
}
