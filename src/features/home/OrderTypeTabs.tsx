import { Suspense, lazy, useEffect, useRef } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import type { OrderType } from '../../api/contract';
import { BOOT_SPEC } from '../../config/bootMessages';
import { t, type MessageRef } from '../../i18n';
import { effectiveOrderTypeAtom, orderTypeAtom } from '../cart/cartAtoms';
import { RestaurantList } from '../restaurants/RestaurantList';
import { ScanTableButton } from '../dine-in/ScanTableButton';
import { dineInTableAtom } from '../dine-in/tableAtoms';
import { locationProblemAtom } from '../location/locationAtoms';
import { m } from './messages';

// By its own path: the events feature's index would pull the event screens into home's first load.
import { LazyEventsTab } from '../events/LazyEventsTab';
import './home.css';

// A lazy chunk: the home's first load does not carry the deals.
const StealDealsTab = lazy(() => import('../steal-deals/DealsTab'));
// Loaded only when the device gave no position: most first views have one.
const LocationNotice = lazy(() => import('../location/LocationNotice'));
// Loaded only at a table (issue 35).
const AtYourTable = lazy(() => import('../table/AtYourTable'));

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
  const locationProblem = useAtomValue(locationProblemAtom);
  // The chosen tab is never left half out of the strip (Events, chosen from a link, is the last): the strip scrolls
  // sideways to it, and only sideways, so a link's own place on the page (#my-tickets) is kept.
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = strip.current;
    const tab = list?.querySelector(`#tab-${active}`);
    if (!list || !tab) return;
    const [box, view] = [tab.getBoundingClientRect(), list.getBoundingClientRect()];
    if (box.right > view.right) list.scrollLeft += box.right - view.right + 16;
    else if (box.left < view.left) list.scrollLeft -= view.left - box.left + 16;
  }, [active]);

  return (
    <section className="order-tabs">
      {/* tabs--strip: one row that scrolls, edge to edge, as an app's (issue 35; index.html paints the same). */}
      <div ref={strip} role="tablist" aria-label={t(m.howToOrder)} className="tabs tabs--strip">
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
        {/*
          Above the list it is about, not above the banner: what index.html already painted does not move. The list
          waits for the notice's code with it (one boundary): the notice never lands above a list already drawn and
          pushes it down (the device's refusal and the default place's list come in the same moment).
        */}
        <Suspense fallback={null}>
          {locationProblem && <LocationNotice />}
          <TabContent orderType={active} />
        </Suspense>
      </div>
    </section>
  );
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
      return <DineInTab />;
    default:
      return <RestaurantList orderType={orderType} />;
  }
}

/**
 * Dine In: at a table, the way back to it (issue 35); else the QR code to scan and the outlets with tables. The
 * notice to scan is no news to a diner at a table, and the list would read as if no table were open.
 */
function DineInTab() {
  const table = useAtomValue(dineInTableAtom);
  if (table) {
    return (
      <Suspense fallback={null}>
        <AtYourTable table={table} />
      </Suspense>
    );
  }
  return (
    <>
      <p className="notice">{t(BOOT_SPEC.scanQr)}</p>
      <ScanTableButton />
      <RestaurantList orderType="DineIn" />
    </>
  );
}
