export { RestaurantList } from './RestaurantList';
export { RestaurantCard } from './RestaurantCard';
export { RestaurantsScreen } from './RestaurantsScreen';
export { loadRestaurants, loadRestaurantsForPlace } from './loadRestaurants';
export { restaurantListAtom, selectedRestaurantAtom } from './restaurantAtoms';
export { chooseOrderType, servesOrderType } from './chooseOrderType';
