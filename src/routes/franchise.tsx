import { createFileRoute } from '@tanstack/react-router';
import { FranchiseScreen } from '../features/forms';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/franchise')({
  staticData: { title: TITLES.getFranchisee },
  component: FranchiseScreen,
});
