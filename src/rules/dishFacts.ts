import type { MenuItem } from '../api/contract';
import { ALLERGENS } from './allergens';
import { t } from '../i18n';
import { formatNumber } from '../lib/format';
import { m } from './menuWords';

/**
 * What a dish's row says is in it (issue 23): '420 kcal · Jain · Contains milk, tree nuts', the allergens in
 * FSSAI's order; null for a dish whose outlet has not declared it. The server paints the same line in an
 * outlet's first screen (server/http/outletShell.ts), so the row does not grow when the app takes over.
 */
export function dishFacts(item: MenuItem): string | null {
  if (!item.dietary) return null;
  const { energyKcal, jain, allergens } = item.dietary;
  const facts = [t(m.kcal, { kcal: formatNumber(energyKcal) })];
  if (jain) facts.push(t(m.jainFit));
  const held = ALLERGENS.filter((allergen) => allergens.includes(allergen));
  if (held.length > 0) facts.push(t(m.contains, { allergens: held.map((allergen) => t(m[allergen])).join(', ') }));
  return facts.join(' · ');
}
