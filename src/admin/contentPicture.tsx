/**
 * A banner's or an upcoming outlet's picture (issue 46), one per language: chosen here, it is uploaded at once (POST
 * /content-pictures: the server checks it is a JPEG or PNG of at most 2 MB and stores it resized, like outlet photos)
 * and the form keeps its URL; the record is saved with the rest of the form.
 */
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { OutletPhoto as Uploaded } from '../api/contract';
import { adminCall, messageOf } from './api';
import { base64Of } from './outletPhoto';

interface Props {
  source: string;
  /** What the picture is, for its button and its alt text: 'English picture'. */
  label: string;
  hint: string;
  /** The box's shape: a banner is 1200 x 500. */
  aspectRatio: string;
}

export function ContentPicture({ source, label, hint, aspectRatio }: Props) {
  const { setValue } = useFormContext();
  const url = useWatch({ name: source }) as string | null | undefined;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    setBusy(true);
    setError(null);
    try {
      const { data } = await adminCall<Uploaded>('POST', '/content-pictures', { fileBase64: await base64Of(file) });
      setValue(source, data.imageUrl, { shouldDirty: true, shouldValidate: true });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
      <Box sx={{ width: '100%', aspectRatio, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
        {url ? (
          <img src={url} alt={label} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            No {label.toLowerCase()} yet
          </Typography>
        )}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {hint}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button component="label" variant="outlined" size="small" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          {url ? `Replace the ${label.toLowerCase()}` : `Upload the ${label.toLowerCase()}`}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png"
            aria-label={label}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Button>
        {url && source.startsWith('hi') && (
          <Button size="small" onClick={() => setValue(source, null, { shouldDirty: true })}>
            Remove
          </Button>
        )}
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
