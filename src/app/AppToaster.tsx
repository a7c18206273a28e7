import { Toaster } from 'sonner';
import { THEME, TOAST_GUTTER_PX, TOAST_MAX } from '../config/constants';
import { t } from '../i18n';
import { m } from './menuMessages';

const DEFAULT_TOAST_MS = 3000;

/** SPEC 4: app-wide 3 s, at most 20 toasts, 8 px apart. Loaded with the first toast (see lib/toast). */
export default function AppToaster() {
  return (
    <Toaster
      position="top-center"
      visibleToasts={TOAST_MAX}
      gap={TOAST_GUTTER_PX}
      duration={DEFAULT_TOAST_MS}
      closeButton
      containerAriaLabel={t(m.toasts)}
      toastOptions={{ style: { borderColor: THEME.gold }, closeButtonAriaLabel: t(m.closeToast) }}
    />
  );
}
