import type { MessageRef } from '../i18n';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import { store } from '../lib/store';
import { startAnalytics } from '../features/analytics';
import { ErrorView } from './ErrorView';
import { NotFoundView } from './NotFoundView';

export const router = createRouter({
  routeTree,
  context: { store },
  defaultPreload: 'intent',
  defaultErrorComponent: ErrorView,
  defaultNotFoundComponent: NotFoundView,
  scrollRestoration: true,
});

// A page view per screen and the engagement id (issue 12); nothing at all in a build without analytics.
startAnalytics(router);

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    title?: MessageRef;
  }
}
