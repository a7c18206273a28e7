import { BRAND_NAME } from '../config/env';

/**
 * An outlet's name where the chain is already plain (a list of one chain's dishes): 'Gold Leaf — Mohali Phase 8'
 * reads 'Mohali Phase 8', so rows do not each repeat the brand. A name without the brand stays whole.
 */
export function outletPlace(title: string): string {
  const prefix = `${BRAND_NAME} — `;
  return title.startsWith(prefix) && title.length > prefix.length ? title.slice(prefix.length) : title;
}
