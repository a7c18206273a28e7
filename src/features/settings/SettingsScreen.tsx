import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { DIAL_CODE } from '../../config/constants';
import { APP_VERSION } from '../../config/env';
import { formatDateTime } from '../../lib/format';
import { readCredentialExpiry, userAtom } from '../auth';
import { DeleteAccountDialog } from './DeleteAccount';
import { describeVersion } from './version';
import './settings.css';

/** /settings (SPEC 2): who is signed in and until when, the notification settings, account deletion, the version. */
export function SettingsScreen() {
  const user = useAtomValue(userAtom);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Read once per visit: the cookie changes only by signing in or out, which leaves this screen.
  const [signedInUntil] = useState(readCredentialExpiry);
  const version = describeVersion(APP_VERSION);

  return (
    <section className="screen settings" aria-labelledby="settings-title">
      <h1 id="settings-title" className="screen__title">
        Settings
      </h1>

      <div className="card settings__session">
        <p className="settings__who">
          {user?.fullName ? <strong>{user.fullName}</strong> : <strong>Your account</strong>}
          {user?.mobile && (
            <span className="muted">
              {DIAL_CODE} {user.mobile}
            </span>
          )}
        </p>
        {signedInUntil !== null && (
          <p className="muted" data-testid="signed-in-until">
            Signed in until {formatDateTime(signedInUntil)}
          </p>
        )}
      </div>

      <ul className="settings__list">
        <li>
          <Link to="/notifications-setting" className="settings__item">
            <span className="settings__text">
              <span className="settings__label">Notification Settings</span>
              <span className="settings__hint">Choose which alerts and offers reach you</span>
            </span>
            <Chevron />
          </Link>
        </li>
        <li>
          <button type="button" className="settings__item settings__item--danger" onClick={() => setConfirmingDelete(true)}>
            <span className="settings__text">
              <span className="settings__label">Delete Account</span>
              <span className="settings__hint">Your profile, addresses and history are removed for good</span>
            </span>
            <Chevron />
          </button>
        </li>
      </ul>

      <p className="settings__version muted">
        <span data-testid="settings-version">{version.label}</span>
        {version.build && <span className="settings__build"> · Build {version.build}</span>}
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
