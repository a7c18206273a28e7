import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '../features/checkout';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/checkout')({
  staticData: { title: TITLES.checkout },
  component: CheckoutScreen,
});
