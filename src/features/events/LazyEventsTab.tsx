import { lazy, Suspense } from 'react';

// The Events tab is its own chunk: home's first load does not grow with it.
const EventsTab = lazy(() => import('./EventsTab'));

/** What home's Events tab shows; tiny on purpose, as home imports it eagerly. */
export function LazyEventsTab() {
  return (
    <Suspense
      fallback={
        <p className="muted" aria-busy="true">
          Loading events…
        </p>
      }
    >
      <EventsTab />
    </Suspense>
  );
}
