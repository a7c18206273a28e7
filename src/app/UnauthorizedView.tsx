import { Link } from '@tanstack/react-router';
import { MSG } from '../config/messages';

export function UnauthorizedView() {
  return (
    <section className="screen screen--centered">
      <h1 className="screen__title">{MSG.unAuthorized}</h1>
      <p className="muted">You do not have access to this page.</p>
      <Link to="/" className="button">
        Go to home
      </Link>
    </section>
  );
}
