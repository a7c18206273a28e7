import { Link } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { BOOT_SPEC } from '../config/bootMessages';
import { isChunkLoadError, reloadOnceForChunkError } from '../features/pwa';
import { t } from '../i18n';
import { m } from './messages';

/** SPEC 8: a route that fails to render. A chunk lost to a deploy gets one reload first. */
export function ErrorView({ error }: ErrorComponentProps) {
  if (isChunkLoadError(error) && reloadOnceForChunkError(error)) {
    return (
      <p className="muted" role="status">
        {t(m.loadingLatestVersion)}
      </p>
    );
  }
  console.error(error);
  return (
    <section className="screen screen--centered" role="alert">
      <h1 className="screen__title">{t(BOOT_SPEC.unexpectedError)}</h1>
      <p className="muted">
        {t(isChunkLoadError(error) ? m.partNotLoaded : m.showingFailed)}
      </p>
      <Link to="/" className="button">
        {t(m.goHome)}
      </Link>
    </section>
  );
}
