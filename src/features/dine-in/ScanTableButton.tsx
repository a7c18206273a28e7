import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
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
          Ordering for table {table.tableNumber} at {table.restaurantName}.
        </p>
      )}
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {table ? 'Scan another table' : 'Scan table QR code'}
      </button>
      <Suspense>{open && <QrScanner open={open} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
