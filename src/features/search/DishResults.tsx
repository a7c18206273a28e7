import type { DishHit, DishSearchOutlet } from '../../api/contract';
import { t } from '../../i18n';
import { formatDistance, formatRupees } from '../../lib/format';
import { outletPlace } from '../../lib/outletPlace';
import { DishLink } from '../dishes/DishLink';
import { QuantityStepper } from '../cart';
import { m as dishWords } from '../dishes/messages';
import { useQuickAdd } from '../dishes/quickAdd';
import { m } from './messages';

/**
 * The dishes a search found (issue 35), each with its picture, mark, price and outlet. Tapping one opens the
 * outlet's menu at the dish; Add puts it in the cart when the menu's Add would, or else opens the menu at it.
 */
export function DishResults({ dishes, outlets }: { dishes: DishHit[]; outlets: DishSearchOutlet[] }) {
  const quick = useQuickAdd();
  const byUuid = new Map(outlets.map((outlet) => [outlet.restaurantUuid, outlet]));
  return (
    <section aria-labelledby="search-dishes" className="search__section">
      <h2 id="search-dishes" className="search__heading">
        {t(m.dishes, { count: dishes.length })}
      </h2>
      <ul className="dish-hits">
        {dishes.map((dish) => {
          const outlet = byUuid.get(dish.restaurantUuid);
          const rule = quick.ruleFor(dish, outlet);
          const whyId = `dish-hit-why-${dish.restaurantUuid}-${dish.itemId}`;
          return (
            <li
              key={`${dish.restaurantUuid}-${dish.itemId}`}
              className={`dish-hit${rule.kind === 'menu' && rule.why ? ' dish-hit--held' : ''}`}
              data-testid="dish-hit"
            >
              <DishLink dish={dish}>
                <span className="dish-hit__price">{formatRupees(dish.price)}</span>
                {outlet && (
                  <span className="dish-hit__outlet">
                    {outletPlace(outlet.title)} · {formatDistance(outlet.distanceInMeter)}
                  </span>
                )}
                {rule.kind === 'menu' && rule.why && (
                  <span className="dish-hit__why" id={whyId}>
                    {rule.why}
                  </span>
                )}
              </DishLink>
              <div className="dish-hit__add">
                <QuantityStepper
                  title={dish.title}
                  quantity={quick.quantityIn(dish, rule)}
                  blockedBy={rule.kind === 'menu' && rule.why ? whyId : undefined}
                  onAdd={() => quick.add(dish, rule)}
                  onRemove={() => quick.remove(dish)}
                />
                {dish.hasChoices && <span className="dish-hit__customisable">{t(dishWords.customisable)}</span>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
