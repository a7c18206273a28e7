import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../features/home';
// By path, and tiny: the secret leaves the address bar before the table is opened.
import { takeTableSecret } from '../features/dine-in/tableSecret';

/** /?table=<code>#k=<secret> is what a table's QR code opens (SPEC 1, dine-in; issue 34). */
export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): { table?: string } =>
    typeof search.table === 'string' && search.table ? { table: search.table } : {},
  beforeLoad: ({ context: { store }, search: { table }, location }) => {
    if (!table) return undefined;
    const key = takeTableSecret(location.hash);
    // Opening a table runs before the home screen exists; its code loads with a scan, not with every visit to home.
    return import('../features/dine-in/openTable').then(({ openTable }) => openTable(store, table, key));
  },
  component: HomeScreen,
});
