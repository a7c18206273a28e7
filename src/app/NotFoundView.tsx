import { Link } from '@tanstack/react-router';
import { BOOT_SPEC } from '../config/bootMessages';
import { t } from '../i18n';
import { m } from './messages';

export function NotFoundView() {
  return (
    <section className="screen screen--centered">
      <h1 className="screen__title">{t(BOOT_SPEC.pageNotFound)}</h1>
      <p className="muted">{t(m.pageMissing)}</p>
      <Link to="/" className="button">
        {t(m.goHome)}
      </Link>
    </section>
  );
}
