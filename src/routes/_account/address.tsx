import { createFileRoute } from '@tanstack/react-router';
import { AddressScreen } from '../../features/address';

export const Route = createFileRoute('/_account/address')({
  staticData: { title: 'Address' },
  component: AddressScreen,
});
