import { useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { messageOf } from '../api/errors';
import { isChunkLoadError } from '../features/pwa';
import { t } from '../i18n';
import { m as ui } from '../ui/messages';
import { ErrorView } from './ErrorView';
import { m } from './messages';

/** A screen whose data could not be loaded: the server's words and a way to try again, never a blank page. */
export function LoadErrorView(props: ErrorComponentProps) {
  const router = useRouter();
  if (isChunkLoadError(props.error)) return <ErrorView {...props} />;
  return (
    <section className="screen screen--centered" role="alert">
      <h1 className="screen__title">{t(m.couldNotLoad)}</h1>
      <p className="muted">{messageOf(props.error)}</p>
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        {t(ui.tryAgain)}
      </button>
    </section>
  );
}
