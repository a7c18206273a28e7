import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { isAuthenticatedAtom, logOut, ProfileCard, showLoginModalAtom } from '../features/auth';
import { DeleteAccountDialog, LanguageChoice } from '../features/settings';
import { ChatWithUsItem } from '../features/chat';
import { store } from '../lib/store';
import { useIsNarrow } from '../lib/useMediaQuery';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Dialog } from '../ui/Dialog';
import { isVisible, MENU_LINKS, SETTINGS_LINKS } from './menuItems';

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
      <Dialog open={open} title="Menu" onClose={onClose} className="dialog--drawer">
        <nav aria-label="Main">
          {signedIn ? (
            <ProfileCard />
          ) : (
            <button
              type="button"
              className="button button--block"
              onClick={() => {
                onClose();
                openLogin(true);
              }}
            >
              Login
            </button>
          )}
          <ul className="menu">
            {MENU_LINKS.filter((item) => isVisible(item.visibility, who)).map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="menu__item" onClick={onClose}>
                  {item.label}
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
                  Settings
                </button>
                <ul id="settings-group" className="menu menu--nested" hidden={!settingsOpen}>
                  {SETTINGS_LINKS.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className="menu__item" onClick={onClose}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <button type="button" className="menu__item menu__item--danger" onClick={() => setConfirming('delete-account')}>
                      Delete Account
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
                  Logout
                </button>
              </li>
            )}
          </ul>
          <div className="menu__language">
            <LanguageChoice />
          </div>
        </nav>
      </Dialog>
      <ConfirmDialog
        open={confirming === 'logout'}
        title="Logout"
        message="Do you want to logout?"
        confirmLabel="Logout"
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
