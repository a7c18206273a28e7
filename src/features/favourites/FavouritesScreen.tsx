import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { FavouriteDish } from '../../api/contract';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { RetryNotice } from '../../ui/RetryNotice';
import { QuantityStepper } from '../cart';
import { DishLink } from '../dishes/DishLink';
import { m as dishWords } from '../dishes/messages';
import { useQuickAdd, type QuickOutlet } from '../dishes/quickAdd';
import { restaurantListAtom } from '../restaurants/restaurantAtoms';
import HeartButton from './HeartButton';
import { useFavourites } from './useFavourites';
import { m } from './messages';

/** The dishes by outlet, in the order of each outlet's newest favourite. */
function byOutlet(dishes: FavouriteDish[]): Array<{ uuid: string; name: string; dishes: FavouriteDish[] }> {
  const groups = new Map<string, { uuid: string; name: string; dishes: FavouriteDish[] }>();
  for (const dish of dishes) {
    const group = groups.get(dish.restaurantUuid) ?? { uuid: dish.restaurantUuid, name: dish.restaurantName, dishes: [] };
    group.dishes.push(dish);
    groups.set(dish.restaurantUuid, group);
  }
  return [...groups.values()];
}

/**
 * A hearted dish (issue 35): its picture, mark, name and price, a tap from the menu at the dish, and Add. Add follows
 * the menu's rule for the outlet (src/features/dishes/quickAdd.ts, as search does), from the outlet list the app
 * keeps: a closed outlet's Add is unavailable and the row says when it opens; one that does not deliver to the
 * chosen place says so and offers TakeAway, as its menu does. The choices a favourite may have are asked on the menu.
 */
function DishRow({ dish, outlet }: { dish: FavouriteDish; outlet: QuickOutlet | undefined }) {
  const quick = useQuickAdd();
  const rule = quick.ruleFor(dish, outlet);
  const why = rule.kind === 'menu' ? rule.why : null;
  const whyId = `favourite-why-${dish.itemId}`;
  return (
    <li className={why ? 'favourites__dish favourites__dish--held' : 'favourites__dish'}>
      <DishLink dish={dish}>
        <span className="muted">{dish.isAvailable ? formatRupees(dish.price) : t(m.notAvailable)}</span>
        {dish.isAvailable && why && (
          <span className="favourites__why" id={whyId}>
            {why}
          </span>
        )}
      </DishLink>
      <HeartButton kind="DISH" id={dish.itemId} name={dish.title} target={() => ({ kind: 'DISH', entry: dish })} />
      {dish.isAvailable && (
        <QuantityStepper
          title={dish.title}
          quantity={quick.quantityIn(dish, rule)}
          blockedBy={why ? whyId : undefined}
          onAdd={() => quick.add(dish, rule)}
          onRemove={() => quick.remove(dish)}
        />
      )}
      {dish.isAvailable && rule.kind === 'menu' && rule.takeAway && (
        <button type="button" className="button button--ghost favourites__instead" onClick={quick.takeAwayInstead}>
          {t(dishWords.takeAwayInstead)}
        </button>
      )}
    </li>
  );
}

/** The outlets as the app's list has them (hours, pause, place, delivery radius), by uuid; empty until it is loaded. */
function useOutletsByUuid(): Map<string, QuickOutlet> {
  const list = useAtomValue(restaurantListAtom);
  return useMemo(() => new Map(list.status === 'ready' ? list.restaurants.map((r) => [r.restaurantUuid, r]) : []), [list]);
}

/**
 * Favourites (issue 23): the hearted outlets, then the hearted dishes under the outlet that serves them, each a
 * tap from its menu. Shown from the stored copy at once (offline too), then as the server has it.
 */
export function FavouritesScreen() {
  const { favourites, state, retry } = useFavourites();
  const outlets = useOutletsByUuid();
  const empty = favourites !== null && favourites.outlets.length === 0 && favourites.dishes.length === 0;
  return (
    <section className="favourites">
      <h1 className="screen__title">{t(TITLES.favourites)}</h1>
      {!favourites && state.state === 'reading' && <p aria-busy="true" className="muted">{t(m.loading)}</p>}
      {!favourites && state.state === 'failed' && <RetryNotice message={state.message} onRetry={retry} />}
      {(empty || (!favourites && state.state === 'ready')) && (
        <div className="empty favourites__empty">
          <p className="favourites__empty-title">{t(m.emptyTitle)}</p>
          <p className="muted">{t(m.emptyText)}</p>
          <Link to="/restaurants" className="button">
            {t(m.browse)}
          </Link>
        </div>
      )}
      {favourites && favourites.outlets.length > 0 && (
        <section aria-labelledby="favourite-outlets">
          <h2 id="favourite-outlets" className="section-title">
            {t(m.outlets)}
          </h2>
          <ul className="favourites__list">
            {favourites.outlets.map((outlet) => (
              <li key={outlet.recordId} className="favourites__outlet">
                <img src={outlet.imageUrl} alt="" width="56" height="56" loading="lazy" />
                <Link to="/restaurants/$restaurantUuid" params={{ restaurantUuid: outlet.restaurantUuid }} className="favourites__name">
                  <strong>{outlet.title}</strong>
                  <span className="muted">{outlet.area}</span>
                </Link>
                <HeartButton kind="OUTLET" id={outlet.recordId} name={outlet.title} target={() => ({ kind: 'OUTLET', entry: outlet })} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {favourites && favourites.dishes.length > 0 && (
        <section aria-labelledby="favourite-dishes">
          <h2 id="favourite-dishes" className="section-title">
            {t(m.dishes)}
          </h2>
          {byOutlet(favourites.dishes).map((group) => (
            <div key={group.uuid} className="favourites__group">
              <Link to="/restaurants/$restaurantUuid" params={{ restaurantUuid: group.uuid }} className="favourites__order-from">
                {t(m.orderFrom, { outlet: group.name })}
              </Link>
              <ul className="favourites__list">
                {group.dishes.map((dish) => (
                  <DishRow key={dish.itemId} dish={dish} outlet={outlets.get(dish.restaurantUuid)} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
    </section>
  );
}
