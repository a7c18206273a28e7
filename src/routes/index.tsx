import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../features/home';
// By path: opening a table runs before the home screen exists.
import { openTable } from '../features/dine-in/openTable';

/** /?table=<code> is what a table's QR code opens (SPEC 1, dine-in). */
export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { table?: string } =>
    typeof search.table === 'string' && search.table ? { table: search.table } : {},
  beforeLoad: ({ context: { store }, search }) => (search.table ? openTable(store, search.table) : undefined),
  component: HomeScreen,
});
