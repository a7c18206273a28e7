import { lazy, Suspense } from 'react';
import { t } from '../../i18n';
// Home's words: this placeholder shows on home, before the events code (and its words) has loaded.
import { m } from '../home/messages';

// The Events tab is its own chunk: home's first load does not grow with it.
const EventsTab = lazy(() => import('./EventsTab'));

/** What home's Events tab shows; tiny on purpose, as home imports it eagerly. */
export function LazyEventsTab() {
  return (
    <Suspense
      fallback={
        <p className="muted" aria-busy="true">
          {t(m.loadingEvents)}
        </p>
      }
    >
      <EventsTab />
    </Suspense>
  );
}
