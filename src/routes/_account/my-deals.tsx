import { createFileRoute } from '@tanstack/react-router';
import { MyDealsScreen } from '../../features/steal-deals';

export const Route = createFileRoute('/_account/my-deals')({
  staticData: { title: 'My Deals' },
  component: MyDealsScreen,
});
