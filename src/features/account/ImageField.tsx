import { useId, useState } from 'react';
import type { ChangeEvent } from 'react';
import { t } from '../../i18n';
import { DEFAULT_USER_IMAGE_URL } from './defaults';
import { needsResize, prepareImage, readAsDataUrl } from './imageResize';
import { m } from './messages';

/** A picture picked on this device, ready to upload. */
export interface ChosenImage {
  fileName: string;
  dataUrl: string;
}

interface ImageFieldProps {
  /** The image the profile has now (null: the default one). */
  currentUrl: string | null;
  chosen: ChosenImage | null;
  onChosen: (image: ChosenImage) => void;
  disabled?: boolean;
}

/** The profile picture: the current one (or the default), and a button that picks and shrinks a new one. */
export function ImageField({ currentUrl, chosen, onChosen, disabled = false }: ImageFieldProps) {
  const inputId = useId();
  const errorId = useId();
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // picking the same file again still counts as a change
    if (!file) return;
    setPreparing(true);
    setError(null);
    try {
      const resized = needsResize(file);
      const blob = await prepareImage(file);
      const fileName = resized ? `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg` : file.name;
      onChosen({ fileName, dataUrl: await readAsDataUrl(blob) });
    } catch {
      setError(t(m.notAnImage));
    } finally {
      setPreparing(false);
    }
  }

  const shown = chosen?.dataUrl ?? currentUrl ?? DEFAULT_USER_IMAGE_URL;
  return (
    <div className="image-field">
      <img className="image-field__preview" src={shown} alt={t(chosen ? m.newProfilePicture : m.profilePicture)} width="88" height="88" />
      <input
        id={inputId}
        className="visually-hidden image-field__input"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/*"
        disabled={disabled || preparing}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => void pick(event)}
      />
      <label htmlFor={inputId} className="button button--ghost image-field__button" aria-busy={preparing}>
        {t(preparing ? m.preparingPhoto : chosen || currentUrl ? m.changePhoto : m.addPhoto)}
      </label>
      {error && (
        <p id={errorId} className="form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
