import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { DIAL_CODE } from '../../config/constants';
import { APP_VERSION } from '../../config/env';
import { formatDateTime } from '../../lib/format';
import { readCredentialExpiry, userAtom } from '../auth';
import { DeleteAccountDialog } from './DeleteAccount';
import { buildStamp, versionLabel } from './version';
import { LanguageChoice } from './LanguageChoice';
import { t } from '../../i18n';
import { m } from './messages';
import './settings.css';

/** /settings (SPEC 2): who is signed in and until when, the language, the notification settings, account deletion, the version. */
export function SettingsScreen() {
  const user = useAtomValue(userAtom);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Read once per visit: the cookie changes only by signing in or out, which leaves this screen.
  const [signedInUntil] = useState(readCredentialExpiry);
  const build = buildStamp(APP_VERSION);

  return (
    <section className="screen settings" aria-labelledby="settings-title">
      <h1 id="settings-title" className="screen__title">
        {t(m.title)}
      </h1>

      <div className="card settings__session">
        <p className="settings__who">
          {user?.fullName ? <strong>{user.fullName}</strong> : <strong>{t(m.yourAccount)}</strong>}
          {user?.mobile && (
            <span className="muted">
              {DIAL_CODE} {user.mobile}
            </span>
          )}
        </p>
        {signedInUntil !== null && (
          <p className="muted" data-testid="signed-in-until">
            {t(m.signedInUntil, { time: formatDateTime(signedInUntil) })}
          </p>
        )}
      </div>

      <div className="card">
        <LanguageChoice />
      </div>

      <ul className="settings__list">
        <li>
          <Link to="/notifications-setting" className="settings__item">
            <span className="settings__text">
              <span className="settings__label">{t(m.notificationSettings)}</span>
              <span className="settings__hint">{t(m.notificationSettingsHint)}</span>
            </span>
            <Chevron />
          </Link>
        </li>
        <li>
          <button type="button" className="settings__item settings__item--danger" onClick={() => setConfirmingDelete(true)}>
            <span className="settings__text">
              <span className="settings__label">{t(m.deleteAccount)}</span>
              <span className="settings__hint">{t(m.deleteAccountHint)}</span>
            </span>
            <Chevron />
          </button>
        </li>
      </ul>

      {/* The one version label of the app; the build stamp under it, quieter, for support. */}
      <p className="settings__version muted">
        <span data-testid="settings-version">{versionLabel()}</span>
        {build && <span className="settings__build">{t(m.build, { build })}</span>}
      </p>

      <DeleteAccountDialog open={confirmingDelete} onCancel={() => setConfirmingDelete(false)} onDeleted={() => setConfirmingDelete(false)} />
    </section>
  );
}

function Chevron() {
  return (
    <svg className="settings__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="m9 6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
