import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { afterLoginPathAtom, isAuthenticatedAtom, showLoginModalAtom } from '../features/auth';
import { BOOT_SPEC } from '../config/bootMessages';
import { t } from '../i18n';
import { notify } from '../lib/toast';

/** SPEC 6: the account routes share this layout. A visitor never sees them: login first, then back here. */
export const Route = createFileRoute('/_account')({
  beforeLoad: ({ context: { store }, location }) => {
    if (store.get(isAuthenticatedAtom)) return;
    store.set(afterLoginPathAtom, location.href);
    store.set(showLoginModalAtom, true);
    notify.error(t(BOOT_SPEC.loginRequired), { id: 'login-required' });
    throw redirect({ to: '/', replace: true });
  },
  component: Outlet,
});
