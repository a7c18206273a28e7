import { createFileRoute } from '@tanstack/react-router';
import { DealCheckoutScreen } from '../features/steal-deals';
import { TITLES } from '../app/routeTitles';

/** The deal cart and its checkout: open to everyone (signed out, it asks to sign in before paying). */
export const Route = createFileRoute('/steal-deal-cart')({
  staticData: { title: TITLES.dealCart },
  component: DealCheckoutScreen,
});
