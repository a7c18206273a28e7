import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/add-customer')({
  staticData: { title: TITLES.register },
  // The same lazy module as the root layout's edit-profile modal (see features/account/index.ts).
  component: lazyRouteComponent(() => import('../features/account'), 'RegisterScreen'),
});
