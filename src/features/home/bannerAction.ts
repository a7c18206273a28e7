import type { OrderType } from '../../api/contract';

export interface BannerDestination {
  to: '/' | '/restaurants';
  orderType: OrderType | null;
}

/**
 * SPEC 2, banner behaviour: the home action sets home delivery and goes to /; 'Reservation' goes to
 * /restaurants; 'TakeAway' goes to / with takeaway; anything else falls back to home delivery at /.
 */
export function bannerDestination(sliderAction: string): BannerDestination {
  switch (sliderAction) {
    case 'Reservation':
      return { to: '/restaurants', orderType: null };
    case 'TakeAway':
      return { to: '/', orderType: 'TakeAway' };
    default:
      return { to: '/', orderType: 'HomeDelivery' };
  }
}
