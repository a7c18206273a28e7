import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { isAuthenticatedAtom, logOut, ProfileCard, showLoginModalAtom } from '../features/auth';
import { DeleteAccountDialog, LanguageChoice } from '../features/settings';
import { m as settings } from '../features/settings/messages';
import { ChatWithUsItem } from '../features/chat';
import { store } from '../lib/store';
import { useIsNarrow } from '../lib/useMediaQuery';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { t } from '../i18n';
import { m } from './menuMessages';
import { AppLinks, LegalLine } from './AppLinks';
import { isVisible, linkKey, MENU_LINKS, SETTINGS_LINKS } from './menuItems';
import { TITLES } from './routeTitles';

type Confirming = 'logout' | 'delete-account' | null;

export default function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const narrow = useIsNarrow();
  const openLogin = useSetAtom(showLoginModalAtom);
  const navigate = useNavigate();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const who = { signedIn, narrow };

  async function logout() {
    await logOut(store);
    setConfirming(null);
    onClose();
    await navigate({ to: '/' });
  }

  return (
    <>
      <Dialog open={open} title={t(m.menu)} onClose={onClose} className="dialog--drawer">
        <nav aria-label={t(m.mainNavigation)}>
          {signedIn ? (
            <ProfileCard onEdit={onClose} />
          ) : (
            <button
              type="button"
              className="button button--block"
              onClick={() => {
                onClose();
                openLogin(true);
              }}
            >
              {t(TITLES.login)}
            </button>
          )}
          <ul className="menu">
            {MENU_LINKS.filter((item) => isVisible(item.visibility, who)).map((item) => (
              <li key={linkKey(item)}>
                <Link {...item.link} className="menu__item" onClick={onClose}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
            {signedIn && (
              <li>
                <button
                  type="button"
                  className="menu__item menu__item--group"
                  aria-expanded={settingsOpen}
                  aria-controls="settings-group"
                  onClick={() => setSettingsOpen((value) => !value)}
                >
                  {t(TITLES.settings)}
                  <svg className="menu__chevron" aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
                <ul id="settings-group" className="menu menu--nested" hidden={!settingsOpen}>
                  {SETTINGS_LINKS.map((item) => (
                    <li key={linkKey(item)}>
                      <Link {...item.link} className="menu__item" onClick={onClose}>
                        {t(item.label)}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <button type="button" className="menu__item menu__item--danger" onClick={() => setConfirming('delete-account')}>
                      {t(settings.deleteAccount)}
                    </button>
                  </li>
                </ul>
              </li>
            )}
            <li>
              <ChatWithUsItem onDone={onClose} />
            </li>
            {signedIn && (
              <li>
                <button type="button" className="menu__item" onClick={() => setConfirming('logout')}>
                  {t(m.logout)}
                </button>
              </li>
            )}
          </ul>
          <div className="menu__language">
            <LanguageChoice />
          </div>
        </nav>
        {/* A phone has no footer: its apps, social pages, copyright and version live here. */}
        <div className="menu__about">
          <AppLinks heading="h3" />
          <LegalLine />
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirming === 'logout'}
        title={t(m.logout)}
        message={t(m.logoutConfirm)}
        confirmLabel={t(m.logout)}
        onConfirm={() => void logout()}
        onCancel={() => setConfirming(null)}
      />
      <DeleteAccountDialog
        open={confirming === 'delete-account'}
        onCancel={() => setConfirming(null)}
        onDeleted={() => {
          setConfirming(null);
          onClose();
        }}
      />
    </>
  );
}
