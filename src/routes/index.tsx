import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../features/home';
// By path: opening a table runs before the home screen exists.
import { openTable } from '../features/dine-in/openTable';

/** /?table=<code>#k=<secret> is what a table's QR code opens (SPEC 1, dine-in; issue 34). */
export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { table?: string } =>
    typeof search.table === 'string' && search.table ? { table: search.table } : {},
  beforeLoad: ({ context: { store }, search, location }) => (search.table ? openTable(store, search.table, location.hash) : undefined),
  component: HomeScreen,
});
