import { lazy, Suspense, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import type { Menu, OrderType, RestaurantDetail } from '../../api/contract';
import { dineInTableAtom } from '../dine-in/tableAtoms';
import { orderTypeBeforeTableAtom } from '../dine-in/tableAtoms';
import { t } from '../../i18n';
import { orderTypeAtom } from '../cart';
import { pendingReplacementAtom } from '../cart/pendingReplacement';
import { MenuView } from './MenuView';
import { m } from '../../rules/menuWords';
import { OutletHeader } from './OutletHeader';
import { OUTLET_SERVICES } from '../../rules/outletServices';
import './menu.css';

// Asked only when an Add would replace a cart from another outlet or order type: the question, its dialog and its
// words load then, not with every menu's first view.
const ClearCartConfirmation = lazy(() => import('../cart/ClearCartConfirmation').then((module) => ({ default: module.ClearCartConfirmation })));

export interface OutletData {
  restaurant: RestaurantDetail;
  menu: Menu;
  menuCachedAt: number | null;
}

/** True from the first time `value` is, so the dialog stays mounted to close. */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

export function OutletScreen({ restaurant, menu, menuCachedAt }: OutletData) {
  const [chosen, setOrderType] = useAtom(orderTypeAtom);
  const table = useAtomValue(dineInTableAtom);
  const before = useAtomValue(orderTypeBeforeTableAtom);
  const replacementAsked = useOnceTrue(useAtomValue(pendingReplacementAtom) !== null);
  // What the diner tapped on this outlet's menu, on this visit: it wins over the rules below.
  const [tapped, setTapped] = useState<{ restaurantUuid: string; orderType: OrderType } | null>(null);
  const picked = tapped?.restaurantUuid === restaurant.restaurantUuid ? tapped.orderType : null;
  const served = OUTLET_SERVICES.filter((service) => service.serves(restaurant));
  // Issue 35: Dine In belongs to the scanned table's outlet. There it is the mode; every other outlet opens in the
  // order type the diner had before the scan, not in a Dine In that would ask for this outlet's table.
  const atTheTable = table !== null && table.restaurantUuid === restaurant.restaurantUuid;
  const wanted = picked ?? (atTheTable ? 'DineIn' : table !== null && chosen === 'DineIn' ? before : chosen);
  // Order with the type wanted when this outlet serves it, else the first one it does serve.
  const orderType = served.find((service) => service.orderType === wanted)?.orderType ?? served[0]?.orderType ?? 'TakeAway';

  return (
    <article className="screen outlet">
      <OutletHeader restaurant={restaurant} />
      <div className="segmented outlet__order-type" role="radiogroup" aria-label={t(m.orderFor)}>
        {served.map((service) => (
          <button
            key={service.orderType}
            type="button"
            role="radio"
            aria-checked={orderType === service.orderType}
            className="segmented__option"
            onClick={() => {
              setTapped({ restaurantUuid: restaurant.restaurantUuid, orderType: service.orderType });
              setOrderType(service.orderType);
            }}
          >
            {t(service.label)}
          </button>
        ))}
      </div>
      <MenuView restaurant={restaurant} menu={menu} orderType={orderType} cachedAt={menuCachedAt} />
      {replacementAsked && (
        <Suspense>
          <ClearCartConfirmation />
        </Suspense>
      )}
    </article>
  );
}
