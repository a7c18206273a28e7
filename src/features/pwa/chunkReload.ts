/**
 * After a deploy, an open tab may ask for a chunk that no longer exists. It reloads once to get the new build;
 * if that does not help, the error view shows (SPEC 8: a loading failure, then the error page).
 * TanStack Router already reloads once for a missing route component (its sessionStorage key); other lazy
 * chunks (menus, dialogs, the map) come here, so a tab reloads at most once either way.
 */
const GUARD = 'chunk-reloaded-at';
const GUARD_WINDOW_MS = 60_000;
const ROUTER_GUARD_PREFIX = 'tanstack_router_reload:';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Returns true when a reload has been started. */
export function reloadOnceForChunkError(error: unknown, storage: Storage = sessionStorage, now = Date.now()): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (storage.getItem(`${ROUTER_GUARD_PREFIX}${message}`)) return false; // the router has reloaded for it
  const last = Number(storage.getItem(GUARD));
  if (last && now - last < GUARD_WINDOW_MS) return false;
  storage.setItem(GUARD, String(now));
  window.location.reload();
  return true;
}
