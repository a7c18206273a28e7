import { t } from '../../i18n';
import { Sheet } from '../../ui/Sheet';
import { embed } from '../../i18n/embed';
import { m } from './messages';

/** Safari's Share icon (a box with an arrow leaving it), drawn here: an emoji or a font icon may be missing. */
function ShareIcon() {
  return (
    <svg className="ios-steps__glyph" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" data-testid="share-icon">
      <path d="M12 3v12M8 7l4-4 4 4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M8 10H6a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** Safari's Add to Home Screen icon: a plus in a rounded square. */
function AddIcon() {
  return (
    <svg className="ios-steps__glyph" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="16" height="16" rx="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M12 8.5v7M8.5 12h7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** iPhone and iPad Safari have no install prompt: the steps, as Safari shows them. */
export function IosInstallSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Sheet open={open} title={t(m.addToHomeScreen)} onClose={onClose}>
      <ol className="ios-steps">
        <li className="ios-steps__step">
          <ShareIcon />
          <span>{embed(t(m.stepShare), { share: <strong>{t(m.share)}</strong> })}</span>
        </li>
        <li className="ios-steps__step">
          <AddIcon />
          <span>{embed(t(m.stepScroll), { addToHome: <strong>{t(m.addToHomeScreen)}</strong> })}</span>
        </li>
        <li className="ios-steps__step">
          <img className="ios-steps__app" src="/icons/apple-touch-icon.png" alt="" width="22" height="22" />
          <span>{embed(t(m.stepAdd), { add: <strong>{t(m.add)}</strong> })}</span>
        </li>
      </ol>
      <button type="button" className="button button--block" onClick={onClose}>
        {t(m.gotIt)}
      </button>
    </Sheet>
  );
}
