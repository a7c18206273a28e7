/**
 * Setting up the authenticator app (owner, support and finance need one): the otpauth link as a QR code, its secret to
 * type instead, then the first code to confirm. Until then the server refuses everything else to this account.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useNotify } from 'react-admin';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import type { StaffMe, TotpSetup } from '../api/contract';
import { ADMIN_PATH } from '../api/staffEndpoints';
import { adminCall, messageOf, statusOf } from './api';
import { Qr } from './Qr';
import { Screen } from './Screen';

/** The secret in groups of four, as authenticator apps show it and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function SecondFactor() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    adminCall<TotpSetup>('POST', '/totp/setup', {}).then(
      ({ data }) => setSetup(data),
      (failure: unknown) => {
        if (statusOf(failure) === 401) navigate('/login');
        else if (statusOf(failure) === 409) navigate('/');
        else setError(messageOf(failure));
      },
    );
  }, [navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { message } = await adminCall<StaffMe>('POST', '/totp/confirm', { code });
      notify(message, { type: 'success' });
      // A fresh start of the console: what it remembered of this session (no second factor yet) is no longer true.
      window.location.assign(`${ADMIN_PATH}/`);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }

  return (
    <Screen
      title="Set up your authenticator app"
      width={560}
      intro="Your role signs in with a code from an app on your phone as well as your password (Google Authenticator, Microsoft Authenticator, 1Password…)."
    >
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {setup && (
        <Stack spacing={3}>
          <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
            <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, p: 1, lineHeight: 0 }}>
              <Qr text={setup.uri} label="QR code to scan with your authenticator app" size={176} />
            </Box>
            <Stack spacing={1}>
              <Typography>1. In the app, add an account and scan this code.</Typography>
              <Typography color="text.secondary">Cannot scan? Type this key instead:</Typography>
              <Typography data-testid="totp-secret" sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 16, letterSpacing: 1, userSelect: 'all' }}>
                {grouped(setup.secret)}
              </Typography>
            </Stack>
          </Stack>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <Typography>2. Type the 6-digit code the app now shows.</Typography>
            <TextField
              label="6-digit code"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
              required
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              Confirm and continue
            </Button>
          </Stack>
        </Stack>
      )}
    </Screen>
  );
}
