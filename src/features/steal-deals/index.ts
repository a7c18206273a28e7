/** Steal deals (issue 11): what other features and routes use. The home tab loads DealsTab lazily. */
export { DealCheckoutScreen } from './DealCheckoutScreen';
export { MyDealsScreen } from './MyDealsScreen';
export { GiftCodes } from './GiftCodes';
