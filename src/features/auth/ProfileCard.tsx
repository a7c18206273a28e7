import { useAtomValue, useSetAtom } from 'jotai';
import { DIAL_CODE } from '../../config/constants';
import { t } from '../../i18n';
import { m } from './messages';
import { showEditProfileModalAtom, userAtom } from './sessionAtoms';

const DEFAULT_USER_IMAGE = '/media/default-user.svg';

/**
 * SPEC 2, side menu: the signed-in customer's image (or the default one), name and +91 number; a tap opens the
 * edit-profile modal. `onEdit` lets the menu close first: the modal is a screen of its own, not a layer over a
 * drawer the customer then has to close as well.
 */
export function ProfileCard({ onEdit }: { onEdit: () => void }) {
  const user = useAtomValue(userAtom);
  const openEditProfile = useSetAtom(showEditProfileModalAtom);
  if (!user) return null;
  return (
    <button
      type="button"
      className="profile-card"
      data-testid="profile-card"
      aria-haspopup="dialog"
      onClick={() => {
        onEdit();
        openEditProfile(true);
      }}
    >
      <img className="profile-card__image" src={user.userImage || DEFAULT_USER_IMAGE} alt="" width="56" height="56" />
      <span className="profile-card__text">
        <span className="profile-card__name">{user.fullName || t(m.welcome)}</span>
        <span className="profile-card__mobile">
          {DIAL_CODE} {user.mobile}
        </span>
        <span className="profile-card__edit">{t(user.fullName ? m.editProfile : m.completeProfile)}</span>
      </span>
    </button>
  );
}
