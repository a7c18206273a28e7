import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { RestaurantList } from './RestaurantList';

export function RestaurantsScreen() {
  return (
    <section className="screen" aria-labelledby="restaurants-title">
      <h1 id="restaurants-title" className="screen__title">
        {t(TITLES.locations)}
      </h1>
      <RestaurantList />
    </section>
  );
}
