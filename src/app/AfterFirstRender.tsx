import { useEffect } from 'react';

let ran = false;

/**
 * Runs `run` once, after React has put the first screen on the page (an effect runs after the commit). Once per
 * page, not per mount: StrictMode mounts twice in development.
 */
export function AfterFirstRender({ run }: { run: () => void }) {
  useEffect(() => {
    if (ran) return;
    ran = true;
    run();
  }, [run]);
  return null;
}
