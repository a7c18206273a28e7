import { defineMessages } from '../../i18n';

export const m = defineMessages('address', {
  // The list (/address) and its cards
  title: 'Addresses',
  loading: 'Loading your addresses…',
  emptyTitle: 'No saved addresses yet',
  emptyHint: 'Add where you would like your orders delivered.',
  listLabel: 'Saved addresses',
  addNew: '+ Add new address',
  deliveringHere: 'Delivering here',
  deliverHere: 'Deliver here',
  edit: 'Edit',
  editLabel: 'Edit {type} address',
  delete: 'Delete',
  deleteLabel: 'Delete {type} address',
  deleteTitle: 'Delete address?',
  /** The address about to go: 'Home: House 12, Phase 7 Market Road'. */
  deleteWhich: '{type}: {lines}',
  saved: 'Address saved',
  updated: 'Address updated',
  deleted: 'Address deleted',
  // The form
  loadingForm: 'Loading the address form…',
  addTitle: 'Add Delivery Address',
  editTitle: 'Edit address',
  searchLabel: 'Search for your area',
  searchPlaceholder: 'e.g. Phase 7, Mohali',
  search: 'Search',
  searchResults: 'Search results',
  /** No place found, and why: 'No results found: The maps service answered 503'. */
  noResultsBecause: '{noResults}: {reason}',
  mapLabel: 'Map: tap or drag the pin to the delivery location',
  loadingMap: 'Loading map…',
  mapFailedHint: 'Search for your area or use your location; the rest of the form works without the map.',
  pinLabel: 'Delivery location',
  findingYou: 'Finding you…',
  useMyLocation: 'Use my location',
  placeHint: 'Search, use your location or tap the map to place the pin.',
  /** The same, when the map could not load: nothing to tap. */
  placeHintNoMap: 'Search or use your location to place the pin.',
  findingPinAddress: 'Finding the address of the pin…',
  pinPlaced: 'Pin placed. Complete the address below.',
  line1: 'House / flat / floor',
  line2: 'Street and area',
  line3: 'Landmark, city',
  type: 'Address type',
  cancel: 'Cancel',
  saveChanges: 'Save changes',
  saveAddress: 'Save address',
  // The geocoder's own failures (the service's own message is shown as it sends it)
  serviceNoJson: 'The maps service answered {status} without JSON',
  serviceStatus: 'The maps service answered {status}',
  serviceNotList: 'The maps service answered a search with something other than a list',
  // The header's sheet of where the food goes (issue 45)
  sheetTitle: 'Select a location',
  useCurrentLocation: 'Use my current location',
  /** Under 'Use my current location' while the browser has not been asked yet, and once it was refused. */
  asksFirst: 'Your browser asks before sharing it',
  locationOff: 'Location is off for this site',
  manage: 'Add or manage addresses',
});
