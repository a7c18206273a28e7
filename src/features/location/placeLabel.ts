import { t } from '../../i18n';
import type { Position } from './locationAtoms';
import { m } from './messages';

const ADDRESS_TYPES = { Home: m.home, Work: m.work, Other: m.other } as const;

/** An address type (the server's Home, Work or Other) in the app's language; any other type as it is. */
export const addressTypeLabel = (type: string): string => (Object.hasOwn(ADDRESS_TYPES, type) ? t(ADDRESS_TYPES[type as keyof typeof ADDRESS_TYPES]) : type);

/**
 * The place in a sentence ('Doesn't deliver to Sector 70', issue 35): a saved address's area (its second line,
 * else its first), the default place's name; null for the device's own position, which has no name.
 */
export function placeArea(position: Position): string | null {
  if (position.source === 'device') return null;
  return position.address ? position.address.area || position.address.line || addressTypeLabel(position.address.type) : position.label;
}

/** The place the outlets are measured from, as the header and the place picker name it, in the app's language. */
export function placeLabel(position: Position): string {
  if (position.source === 'device') return t(m.currentLocation);
  if (position.address) {
    const { type, line } = position.address;
    if (!type || !line) return type ? addressTypeLabel(type) : line;
    return t(m.savedPlace, { type: addressTypeLabel(type), line });
  }
  return position.label;
}
