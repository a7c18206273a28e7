import { memo, useState } from 'react';
import type { FavouriteDish, MenuItem, RestaurantDetail } from '../../api/contract';
import { formatRupees } from '../../lib/format';
import { t } from '../../i18n';
import { QuantityStepper } from '../cart';
import { LazyHeart } from '../favourites/LazyHeart';
import { VegMark } from '../../ui/VegMark';
import { dishFacts } from '../../rules/dishFacts';
import { m } from '../../rules/menuWords';
import './menu.css';
import { langOf } from '../../rules/contentLang';

/** A dish's place on its outlet's page, which a shared link names (`#dish-<itemId>`); src/features/dishes/quickAdd.ts opens it too. */
export const DISH_ANCHOR = 'dish-';
const dishAnchor = (itemId: number) => `${DISH_ANCHOR}${itemId}`;

/** The outlet a dish is kept with when hearted. */
export type DishOutlet = Pick<RestaurantDetail, 'restaurantUuid' | 'title'>;

const favouriteDish = ({ itemId, title, price, vegNonVeg, imageUrl, isAvailable }: MenuItem, outlet: DishOutlet): FavouriteDish => ({
  itemId,
  title,
  price,
  vegNonVeg,
  imageUrl,
  isAvailable,
  restaurantUuid: outlet.restaurantUuid,
  restaurantName: outlet.title,
});

interface MenuItemRowProps {
  item: MenuItem;
  quantity: number;
  /** Filtered out: kept in the page, so bringing it back is an attribute, not a rebuild. */
  hidden: boolean;
  /** At a closed outlet: the id of the line saying until when, which Add points to (QuantityStepper). */
  closedBy: string | undefined;
  /** Stable across renders (MenuView reads the cart when called), so a keystroke re-renders no surviving row. */
  onAdd: (item: MenuItem) => void;
  onRemove: (itemId: number) => void;
  /** The dish's sheet: its picture, all of its description, its choices, Add and Share (issue 35). */
  onOpen: (item: MenuItem) => void;
  outlet: DishOutlet;
}

export const MenuItemRow = memo(function MenuItemRow({ item, quantity, hidden, closedBy, onAdd, onRemove, onOpen, outlet }: MenuItemRowProps) {
  // A dish without a picture, or whose picture cannot load (offline, not cached), shows none rather than a broken one.
  const [imageFailed, setImageFailed] = useState(false);
  const showImage = item.imageUrl !== '' && !imageFailed;
  const facts = dishFacts(item);
  return (
    // The id is where a shared dish's link lands (`#dish-<itemId>`, MenuView brings it into view).
    <li id={dishAnchor(item.itemId)} className={`menu-item${showImage ? '' : ' menu-item--no-image'}`} data-testid="menu-item" hidden={hidden}>
      <div className="menu-item__text">
        <VegMark kind={item.vegNonVeg} />
        <h3 className="menu-item__title">
          {/* The dish's name opens its sheet; the tap area covers the row's words (menu.css), as the large apps do. */}
          <button type="button" className="menu-item__open title-button" aria-haspopup="dialog" onClick={() => onOpen(item)} lang={langOf(item, 'title')}>
            {item.title}
          </button>
        </h3>
        <p className="menu-item__price">{formatRupees(item.price)}</p>
        <p className="menu-item__description" lang={langOf(item, 'description')}>
          {item.description}
        </p>
        {facts && <p className="menu-item__facts">{facts}</p>}
      </div>
      <div className="menu-item__side">
        <LazyHeart kind="DISH" id={item.itemId} name={item.title} className="menu-item__heart" target={() => ({ kind: 'DISH', entry: favouriteDish(item, outlet) })} />
        {showImage && (
          <img
            className="menu-item__image"
            src={item.imageUrl}
            alt=""
            width="104"
            height="88"
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
          />
        )}
        {item.isAvailable ? (
          <>
            <QuantityStepper
              title={item.title}
              quantity={quantity}
              blockedBy={closedBy}
              onAdd={() => onAdd(item)}
              onRemove={() => onRemove(item.itemId)}
            />
            {item.choiceGroups?.length ? <span className="menu-item__customisable">{t(m.customisable)}</span> : null}
          </>
        ) : (
          <span className="muted menu-item__unavailable">{t(m.notAvailable)}</span>
        )}
      </div>
    </li>
  );
});
