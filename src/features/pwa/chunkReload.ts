/**
 * After a deploy, an open tab may ask for a chunk that no longer exists. It reloads once to get the new build;
 * if that does not help, the error view shows (SPEC 8: a loading failure, then the error page).
 * TanStack Router already reloads once for a missing route component (its sessionStorage key); other lazy
 * chunks (menus, dialogs, the map) come here, so a tab reloads at most once either way.
 */
const GUARD = 'chunk-reloaded-at';
const GUARD_WINDOW_MS = 60_000;
const ROUTER_GUARD_PREFIX = 'tanstack_router_reload:';

export type Guards = Record<string, string>;
const guardsIn = (storage: Storage): Guards =>
  Object.fromEntries(
    Object.keys(storage)
      .filter((key) => key === GUARD || key.startsWith(ROUTER_GUARD_PREFIX))
      .map((key) => [key, storage.getItem(key) ?? '']),
  );
/**
 * The guards as this document found them (read when the entry chunk runs): a guard set since then means this
 * document asked for a reload that is still under way, and its error view must say so, not flash the error.
 */
const guardsAtStart = guardsIn(sessionStorage);

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Returns true when a reload is under way: started now, or earlier by this document (the router's or ours). */
export function reloadOnceForChunkError(
  error: unknown,
  storage: Storage = sessionStorage,
  now = Date.now(),
  atStart: Guards = guardsAtStart,
): boolean {
  const message = error instanceof Error ? error.message : String(error);
  const routerGuard = `${ROUTER_GUARD_PREFIX}${message}`;
  if (storage.getItem(routerGuard)) return atStart[routerGuard] === undefined; // else the router reloaded an earlier document
  const last = storage.getItem(GUARD);
  if (last && last !== atStart[GUARD]) return true;
  if (last && now - Number(last) < GUARD_WINDOW_MS) return false;
  storage.setItem(GUARD, String(now));
  window.location.reload();
  return true;
}
