import { Link } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { MSG } from '../config/messages';
import { isChunkLoadError, reloadOnceForChunkError } from '../features/pwa';

/** SPEC 8: a route that fails to render. A chunk lost to a deploy gets one reload first. */
export function ErrorView({ error }: ErrorComponentProps) {
  if (isChunkLoadError(error) && reloadOnceForChunkError(error)) {
    return (
      <p className="muted" role="status">
        Loading the latest version…
      </p>
    );
  }
  console.error(error);
  return (
    <section className="screen screen--centered" role="alert">
      <h1 className="screen__title">{MSG.unexpectedError}</h1>
      <p className="muted">
        {isChunkLoadError(error)
          ? 'Part of the app could not be loaded. Check your connection and try again.'
          : 'Something went wrong while showing this page.'}
      </p>
      <Link to="/" className="button">
        Go to home
      </Link>
    </section>
  );
}
