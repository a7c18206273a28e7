import { t } from '../../i18n';
import type { Place } from './locationAtoms';
import { m } from './messages';

const ADDRESS_TYPES = { Home: m.home, Work: m.work, Other: m.other } as const;

/** An address type (the server's Home, Work or Other) in the app's language; any other type as it is. */
export const addressTypeLabel = (type: string): string => (Object.hasOwn(ADDRESS_TYPES, type) ? t(ADDRESS_TYPES[type as keyof typeof ADDRESS_TYPES]) : type);

/**
 * The place in a sentence ('Doesn't deliver to Sector 70', issue 35): a saved address's area (its second line,
 * else its first), a searched place's name, the default place's name; null for the device's own position, which
 * has no name.
 */
export function placeArea(place: Place): string | null {
  if (place.source === 'device') return null;
  if (place.searched) return place.searched.name;
  return place.address ? place.address.area || place.address.line || addressTypeLabel(place.address.type) : place.label;
}

/**
 * Where the food goes, as the header names it (issue 45), in two parts: what it is, said first and bold ('Home',
 * 'Sector 17', 'Current location', the default place's name), and where, when there is more to say ('Sector 70,
 * Mohali', 'Chandigarh'); in the app's language. An address without a locality is told by its first line.
 */
export function placeParts(place: Place): [string, string] {
  const { address, searched } = place;
  if (address) {
    const where = address.locality || address.line;
    return address.type ? [addressTypeLabel(address.type), where] : [where, ''];
  }
  if (searched) return [searched.name, searched.area];
  return [place.source === 'device' ? t(m.currentLocation) : place.label, ''];
}

/** The same in one line ('Home · House 12'), where a sentence names the place. */
export const placeLabel = (place: Place): string => placeParts(place).filter(Boolean).join(' · ');
