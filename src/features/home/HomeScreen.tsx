// By path: the orders feature's index carries its screens, which the first view does not need.
import { RunningOrderCard } from '../orders/RunningOrderCard';
import { PushCardSlot } from '../notifications/PushCardSlot';
import { InstallCardSlot } from '../install/InstallCardSlot';
import { BannerSlider } from './BannerSlider';
import { OrderTypeTabs } from './OrderTypeTabs';
import { t } from '../../i18n';
import { m } from './messages';

export function HomeScreen() {
  return (
    <div className="screen screen--home">
      <h1 className="visually-hidden">{t(m.home)}</h1>
      <RunningOrderCard />
      <PushCardSlot />
      <BannerSlider />
      <OrderTypeTabs />
      <InstallCardSlot />
    </div>
  );
}
