export { bookTableRestaurantAtom, isBookedAtom, openBookTableAtom } from './reservationAtoms';
export type { BookTableRestaurant } from './reservationAtoms';
