import { Link } from '@tanstack/react-router';
import { MSG } from '../config/messages';

export function NotFoundView() {
  return (
    <section className="screen screen--centered">
      <h1 className="screen__title">{MSG.pageNotFound}</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className="button">
        Go to home
      </Link>
    </section>
  );
}
