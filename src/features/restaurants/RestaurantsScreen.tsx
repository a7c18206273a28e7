import { RestaurantList } from './RestaurantList';

export function RestaurantsScreen() {
  return (
    <section className="screen" aria-labelledby="restaurants-title">
      <h1 id="restaurants-title" className="screen__title">
        Locations
      </h1>
      <RestaurantList />
    </section>
  );
}
