import { SPEC } from '../../config/messages';
import { t } from '../../i18n';
import './outbox.css';

/** Where a form stood: its words are kept on this device and go out by themselves (the outbox). */
export function SavedOfflineNotice() {
  return (
    <p className="saved-offline" role="status">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M19.35 10.04A7.49 7.49 0 0 0 12 4a7.5 7.5 0 0 0-6.65 4.04A6 6 0 0 0 6 20h13a5 5 0 0 0 .35-9.96ZM14 13v4h-4v-4H7l5-5 5 5h-3Z" />
      </svg>
      {t(SPEC.savedOffline)}
    </p>
  );
}
