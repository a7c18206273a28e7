import { lazy, Suspense } from 'react';
import { t } from '../../i18n';
import type { AddressFormProps } from './AddressForm';
import { m } from './messages';

// Its own chunk, loaded when a form opens: checkout and /address both use it, and a module they shared would
// otherwise land in the chunk every screen loads.
const Form = lazy(() => import('./AddressForm'));

export function AddressForm(props: AddressFormProps) {
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          {t(m.loadingForm)}
        </p>
      }
    >
      <Form {...props} />
    </Suspense>
  );
}
