import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '../features/checkout';

export const Route = createFileRoute('/checkout')({
  staticData: { title: 'Checkout' },
  component: CheckoutScreen,
});
