import { Suspense, lazy, useEffect, useRef } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import type { OrderType } from '../../api/contract';
import { SPEC } from '../../config/messages';
import { t, type MessageRef } from '../../i18n';
import { effectiveOrderTypeAtom, orderTypeAtom } from '../cart/cartAtoms';
import { RestaurantList } from '../restaurants/RestaurantList';
import { ScanTableButton } from '../dine-in/ScanTableButton';
import { LocationNotice } from '../location';
import { m } from './messages';

// By its own path: the events feature's index would pull the event screens into home's first load.
import { LazyEventsTab } from '../events/LazyEventsTab';

// A lazy chunk: the home's first load does not carry the deals.
const StealDealsTab = lazy(() => import('../steal-deals/DealsTab'));

/** SPEC 1: the delivery types appear as tabs. */
const TABS: Array<{ orderType: OrderType; label: MessageRef }> = [
  { orderType: 'HomeDelivery', label: m.delivery },
  { orderType: 'TakeAway', label: m.takeAway },
  { orderType: 'DineIn', label: m.dineIn },
  { orderType: 'StealDeal', label: m.stealDeals },
  { orderType: 'EventList', label: m.events },
];

export function OrderTypeTabs() {
  const [, setOrderType] = useAtom(orderTypeAtom);
  const active = useAtomValue(effectiveOrderTypeAtom);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => showSelectedTab(list.current), [active]);

  return (
    <section className="order-tabs">
      <div ref={list} role="tablist" aria-label={t(m.howToOrder)} className="tabs">
        {TABS.map((tab) => (
          <button
            key={tab.orderType}
            type="button"
            role="tab"
            id={`tab-${tab.orderType}`}
            aria-selected={active === tab.orderType}
            aria-controls="order-tab-panel"
            className="tabs__tab"
            onClick={() => setOrderType(tab.orderType)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="order-tab-panel" aria-labelledby={`tab-${active}`} className="tabs__panel">
        {/* Above the list it is about, not above the banner: what index.html already painted does not move. */}
        <LocationNotice />
        <TabContent orderType={active} />
      </div>
    </section>
  );
}

/**
 * The chosen tab in view when the strip is wider than the screen (Events, reached from My Orders, is last): the
 * strip scrolls sideways, never the page. The first tab is always in view, so the usual start reads no layout.
 */
function showSelectedTab(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
  if (!list || !tab || tab === list.firstElementChild) return;
  const strip = list.getBoundingClientRect();
  const chosen = tab.getBoundingClientRect();
  const margin = 16;
  if (chosen.right > strip.right) list.scrollLeft += chosen.right - strip.right + margin;
  else if (chosen.left < strip.left) list.scrollLeft -= strip.left - chosen.left + margin;
}

function TabContent({ orderType }: { orderType: OrderType }) {
  switch (orderType) {
    case 'StealDeal':
      return (
        <Suspense fallback={<p className="muted">{t(m.loadingDeals)}</p>}>
          <StealDealsTab />
        </Suspense>
      );
    case 'EventList':
      return <LazyEventsTab />;
    case 'DineIn':
      return (
        <>
          <p className="notice">{t(SPEC.scanQr)}</p>
          <ScanTableButton />
          <RestaurantList orderType="DineIn" />
        </>
      );
    default:
      return <RestaurantList orderType={orderType} />;
  }
}
