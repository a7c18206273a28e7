import { createFileRoute } from '@tanstack/react-router';
import { AddressScreen } from '../../features/address';
import { TITLES } from '../../app/routeTitles';

export const Route = createFileRoute('/_account/address')({
  staticData: { title: TITLES.address },
  component: AddressScreen,
});
