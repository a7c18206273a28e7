import { persistedAtom } from '../../lib/persistedAtom';

/**
 * The DRAFT order waiting for payment. The checkout sets it before navigating to /payment-methods: per-user
 * data stays out of the URL, and keeping it on the device carries it through a reload and the provider page.
 */
export const pendingOrderRefAtom = persistedAtom<string | null>('pending-order', null);
