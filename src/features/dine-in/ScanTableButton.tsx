import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { t } from '../../i18n';
import { m } from './messages';
import { dineInTableAtom } from './tableAtoms';

// The camera code and the QR decoder load only when the diner wants to scan.
const QrScanner = lazy(() => import('./QrScanner'));

export function ScanTableButton() {
  const [open, setOpen] = useState(false);
  const table = useAtomValue(dineInTableAtom);
  return (
    <>
      {table && (
        <p className="muted">
          {t(m.orderingAt, { table: table.tableNumber, restaurant: table.restaurantName })}
        </p>
      )}
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t(table ? m.scanAnother : m.scanTable)}
      </button>
      <Suspense>{open && <QrScanner open={open} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
