import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom } from '../auth';
// By path: the orders feature's index carries its screens, which the first view does not need.
import { RunningOrderCard } from '../orders/RunningOrderCard';
import { PushCardSlot } from '../notifications/PushCardSlot';
import { InstallCardSlot } from '../install/InstallCardSlot';
import { BannerSlider } from './BannerSlider';
import { OrderTypeTabs } from './OrderTypeTabs';
import { t } from '../../i18n';
import { m } from './messages';
import './home.css';

/** A signed-in customer's last orders, one tap to order again: its own chunk, never a visitor's first view. */
const OrderAgainRow = lazy(() => import('../orders/OrderAgainRow'));

export function HomeScreen() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return (
    <div className="screen screen--home">
      <h1 className="visually-hidden">{t(m.home)}</h1>
      <RunningOrderCard />
      <PushCardSlot />
      <BannerSlider />
      {signedIn && (
        <Suspense fallback={null}>
          <OrderAgainRow />
        </Suspense>
      )}
      <OrderTypeTabs />
      <InstallCardSlot />
    </div>
  );
}
