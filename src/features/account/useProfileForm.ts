import { useId, useRef, useState } from 'react';
import { uploadImage } from './api';
import type { ChosenImage } from './ImageField';
import { focusField } from './ProfileFields';
import type { FieldError, ProfileForm } from './profileForm';

/** The state both profile forms keep: the values, the one message shown, the chosen picture and its upload. */
export function useProfileForm(initial: () => ProfileForm) {
  const base = useId();
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<FieldError | null>(null);
  const [image, setImage] = useState<ChosenImage | null>(null);
  // The URL a picture got when uploaded: a retry after a failed save does not upload it again.
  const uploaded = useRef<{ image: ChosenImage; url: string } | null>(null);

  function change<K extends keyof ProfileForm>(field: K, value: ProfileForm[K]) {
    setForm((current) => ({ ...current, [field]: value }));
    // The message under a field goes once the customer corrects that field.
    setError((current) => (current?.field === field ? null : current));
  }

  /** Shows a failure under its field and moves focus there; true when there was none. */
  function show(failure: FieldError | null): boolean {
    setError(failure);
    if (failure) queueMicrotask(() => focusField(base, failure.field));
    return failure === null;
  }

  /** The chosen picture's URL on the server (uploading it once), or null when none was chosen. */
  async function uploadChosen(credential?: string): Promise<string | null> {
    if (!image) return null;
    if (uploaded.current?.image === image) return uploaded.current.url;
    const base64 = image.dataUrl.slice(image.dataUrl.indexOf(',') + 1);
    const url = await uploadImage(image.fileName, base64, credential);
    uploaded.current = { image, url };
    return url;
  }

  return { base, form, setForm, error, setError, show, change, image, setImage, uploadChosen };
}
