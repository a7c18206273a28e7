/**
 * An outlet's photo (issue 36): the one picture diners see on its card and page. Chosen here, it is uploaded at once
 * (POST /outlet-photos: the server checks it is a JPEG or PNG and stores it resized) and the form keeps its URL;
 * the outlet is saved with the rest of the form.
 */
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { OutletPhoto as Uploaded } from '../api/contract';
import { adminCall, messageOf } from './api';

/** The file as base64, without the data-URL prefix (the server reads the type from the bytes, not from this). */
export const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new Error('This file could not be read'));
    reader.readAsDataURL(file);
  });

export function OutletPhoto({ readOnly }: { readOnly: boolean }) {
  const { setValue } = useFormContext();
  const imageUrl = useWatch({ name: 'imageUrl' }) as string | undefined;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setBusy(true);
    setError(null);
    try {
      const { data } = await adminCall<Uploaded>('POST', '/outlet-photos', { fileBase64: await base64Of(file) });
      setValue('imageUrl', data.imageUrl, { shouldDirty: true, shouldValidate: true });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2, width: '100%' }}>
      <Box sx={{ width: 240, aspectRatio: '4 / 3', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', display: 'grid', placeItems: 'center', flexShrink: 0 }}>
        {imageUrl ? (
          <img src={imageUrl} alt="The outlet’s photo" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No photo yet
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          The photo on the outlet’s card and page. A JPEG or PNG of up to 2 MB; it is stored at most 1200 × 900.
        </Typography>
        {!readOnly && (
          <Box>
            <Button component="label" variant="outlined" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
              {imageUrl ? 'Replace the photo' : 'Upload a photo'}
              <input
                hidden
                type="file"
                accept="image/jpeg,image/png"
                aria-label="Outlet photo"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void upload(file);
                }}
              />
            </Button>
          </Box>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </Box>
    </Box>
  );
}
