import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/add-customer')({
  staticData: { title: 'Register' },
  // The same lazy module as the root layout's edit-profile modal (see features/account/index.ts).
  component: lazyRouteComponent(() => import('../features/account'), 'RegisterScreen'),
});
