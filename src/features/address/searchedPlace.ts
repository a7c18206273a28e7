import type { Place } from '../location';
import type { GeocodedPlace } from './geocoder';

/**
 * A search result as the place the food goes (issue 45), named as the header shows it: its first part and its city
 * ('Sector 17, Chandigarh'), or its state when the place is the city itself ('Mohali, Punjab').
 */
export function searchedPlaceOf(found: GeocodedPlace): Place {
  const name = found.addressText.split(',')[0]?.trim() || found.city;
  const area = found.city !== name ? found.city : found.state;
  return { latitude: found.latitude, longitude: found.longitude, source: 'searched', label: [name, area].filter(Boolean).join(', '), searched: { name, area }, chosen: true };
}
