import { createRootRouteWithContext } from '@tanstack/react-router';
import type { AppStore } from '../lib/store';
import { RootLayout } from '../app/RootLayout';
import { ErrorView } from '../app/ErrorView';
import { NotFoundView } from '../app/NotFoundView';

export interface RouterContext {
  store: AppStore;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: ErrorView,
  notFoundComponent: NotFoundView,
});
