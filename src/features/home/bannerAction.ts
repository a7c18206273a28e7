import type { OrderType } from '../../api/contract';
import { readSliderAction } from '../../lib/sliderAction';

export type BannerDestination =
  | { to: '/' | '/restaurants'; orderType: OrderType | null }
  /** A screen of the app by its address: an outlet, an event, an info page. */
  | { path: string; orderType: null }
  /** Another site, opened in its own tab. */
  | { link: string; orderType: null };

/**
 * SPEC 2, banner behaviour: the home action sets home delivery and goes to /; 'Reservation' goes to
 * /restaurants; 'TakeAway' (and the home tabs StealDeal, EventList) goes to / with that tab; anything else falls back
 * to home delivery at /. Issue 46's actions (src/lib/sliderAction.ts) open an outlet, an event, a page or a link.
 */
export function bannerDestination(sliderAction: string): BannerDestination {
  const action = readSliderAction(sliderAction);
  switch (action?.kind) {
    case 'Reservation':
      return { to: '/restaurants', orderType: null };
    case 'TakeAway':
    case 'StealDeal':
    case 'EventList':
      return { to: '/', orderType: action.kind };
    case 'outlet':
      return { path: `/restaurants/${action.uuid}`, orderType: null };
    case 'event':
      return { path: `/event-detail/${action.eventId}`, orderType: null };
    case 'page':
      return { path: `/${action.slug}`, orderType: null };
    case 'link':
      return { link: action.url, orderType: null };
    default:
      return { to: '/', orderType: 'HomeDelivery' };
  }
}
