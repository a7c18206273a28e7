import { useAtom } from 'jotai';
import type { Menu, RestaurantDetail } from '../../api/contract';
import { t } from '../../i18n';
import { ClearCartConfirmation, orderTypeAtom } from '../cart';
import { MenuView } from './MenuView';
import { m } from './messages';
import { OutletHeader } from './OutletHeader';
import { OUTLET_SERVICES } from './outletServices';
import './menu.css';

export interface OutletData {
  restaurant: RestaurantDetail;
  menu: Menu;
  menuCachedAt: number | null;
}

export function OutletScreen({ restaurant, menu, menuCachedAt }: OutletData) {
  const [chosen, setOrderType] = useAtom(orderTypeAtom);
  const served = OUTLET_SERVICES.filter((service) => service.serves(restaurant));
  // Order with the type chosen on home when this outlet serves it, else the first one it does serve.
  const orderType = served.find((service) => service.orderType === chosen)?.orderType ?? served[0]?.orderType ?? 'TakeAway';

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
            onClick={() => setOrderType(service.orderType)}
          >
            {t(service.label)}
          </button>
        ))}
      </div>
      <MenuView restaurant={restaurant} menu={menu} orderType={orderType} cachedAt={menuCachedAt} />
      <ClearCartConfirmation />
    </article>
  );
}
