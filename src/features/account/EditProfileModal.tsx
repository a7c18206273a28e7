import { useEffect } from 'react';
import type { FormEvent } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import type { UserProfile } from '../../api/contract';
import { SessionExpiredError, messageOf } from '../../api/errors';
import { DIAL_CODE } from '../../config/constants';
import { t } from '../../i18n';
import { store } from '../../lib/store';
import { notify } from '../../lib/toast';
import { useBusy } from '../../lib/useBusy';
import { Dialog } from '../../ui/Dialog';
import { isAuthenticatedAtom, showEditProfileModalAtom, userAtom } from '../auth';
import { saveProfile } from './api';
import { DEFAULT_USER_IMAGE_URL } from './defaults';
import { ImageField } from './ImageField';
import { m } from './messages';
import { InlineError, ProfileFields, describedBy, fieldId } from './ProfileFields';
import { checkProfile, formFromProfile, toProfileRequest } from './profileForm';
import { useProfileForm } from './useProfileForm';
import './account.css';

/** SPEC 2 modals: a customer without a name is asked to complete the profile; one with a name edits it. */
export const profileModalTitle = (user: UserProfile | null) => t(user?.fullName ? m.editProfileTitle : m.completeProfileTitle);

function EditProfileForm({ user, onSaved }: { user: UserProfile; onSaved: () => void }) {
  const { base, form, error, show, change, image, setImage, uploadChosen } = useProfileForm(() => formFromProfile(user));
  const { busy, run } = useBusy();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!show(checkProfile(form, Date.now()))) return;
    await run(async () => {
      try {
        const userImageUrl = await uploadChosen();
        const { profile, message } = await saveProfile(toProfileRequest(form, userImageUrl));
        // The stored profile, and with it the side menu's card, change at once.
        store.set(userAtom, profile);
        notify.success(message);
        onSaved();
      } catch (failure) {
        // A dead session signs the customer out, which closes this modal; anything else is said as a notification (SPEC 8).
        if (!(failure instanceof SessionExpiredError)) notify.error(messageOf(failure));
      }
    });
  }

  return (
    <form className="form profile-form" onSubmit={(event) => void submit(event)} noValidate>
      <ImageField currentUrl={user.userImage === DEFAULT_USER_IMAGE_URL ? null : user.userImage} chosen={image} onChosen={setImage} disabled={busy} />
      <ProfileFields
        base={base}
        form={form}
        error={error}
        onChange={change}
        disabled={busy}
        afterName={
          <>
            <label htmlFor={fieldId(base, 'mobile')} className="form__label">
              {t(m.mobileNumber)}
            </label>
            {/* The number is the account (sign-in is by OTP to it): shown, checked, never edited here. */}
            <div className="input-group input-group--readonly">
              <span className="input-group__prefix" aria-hidden="true">
                {DIAL_CODE}
              </span>
              <input id={fieldId(base, 'mobile')} className="input" type="tel" value={form.mobile} readOnly {...describedBy(base, error, 'mobile')} />
            </div>
            <InlineError base={base} error={error} field="mobile" />
          </>
        }
      />
      <div className="profile-form__footer">
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
          {t(busy ? m.saving : m.save)}
        </button>
      </div>
    </form>
  );
}

/** Loaded on first use by the root layout; the form lives only while the modal is open, so closing resets it. */
export default function EditProfileModal() {
  const [open, setOpen] = useAtom(showEditProfileModalAtom);
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const user = useAtomValue(userAtom);

  useEffect(() => {
    if (open && !signedIn) setOpen(false);
  }, [open, signedIn, setOpen]);

  return (
    <Dialog open={open && signedIn && user !== null} title={profileModalTitle(user)} onClose={() => setOpen(false)} className="dialog--profile">
      {user && <EditProfileForm user={user} onSaved={() => setOpen(false)} />}
    </Dialog>
  );
}
