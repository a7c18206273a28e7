import { secretFromFragment } from '../../api/tableQr';

/**
 * The table's secret from /?table=<code>#k=<secret>, taken out of the address bar at once (issue 34): a shared
 * screenshot or link, or the history, does not carry it. Before the code that opens the table has loaded.
 */
export function takeTableSecret(fragment: string): string | null {
  const key = secretFromFragment(fragment || window.location.hash);
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return key;
}
