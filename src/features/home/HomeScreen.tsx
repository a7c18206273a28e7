// By path: the orders feature's index carries its screens, which the first view does not need.
import { RunningOrderCard } from '../orders/RunningOrderCard';
import { PushCardSlot } from '../notifications/PushCardSlot';
import { InstallCardSlot } from '../install/InstallCardSlot';
import { BannerSlider } from './BannerSlider';
import { OrderTypeTabs } from './OrderTypeTabs';

export function HomeScreen() {
  return (
    <div className="screen screen--home">
      <h1 className="visually-hidden">Home</h1>
      <RunningOrderCard />
      <PushCardSlot />
      <BannerSlider />
      <OrderTypeTabs />
      <InstallCardSlot />
    </div>
  );
}
