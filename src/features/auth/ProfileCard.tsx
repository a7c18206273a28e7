import { useAtomValue } from 'jotai';
import { DIAL_CODE } from '../../config/constants';
import { userAtom } from './sessionAtoms';

const DEFAULT_USER_IMAGE = '/media/default-user.svg';

/** SPEC 2, side menu: the signed-in customer's image (or the default one), name and +91 number. */
export function ProfileCard() {
  const user = useAtomValue(userAtom);
  if (!user) return null;
  return (
    <div className="profile-card" data-testid="profile-card">
      <img className="profile-card__image" src={user.userImage || DEFAULT_USER_IMAGE} alt="" width="56" height="56" />
      <span className="profile-card__text">
        <span className="profile-card__name">{user.fullName || 'Welcome!'}</span>
        <span className="profile-card__mobile">
          {DIAL_CODE} {user.mobile}
        </span>
      </span>
    </div>
  );
}
