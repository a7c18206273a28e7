/**
 * Joining from an invitation link (/admin/join#t=<token>; the token rides in the fragment, so no server or log sees
 * it): a name and a password. Roles that need a second factor go on to set up their authenticator app.
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-admin';
import { Alert, Button, Stack, TextField } from '@mui/material';
import type { StaffMe } from '../api/contract';
import { ADMIN_PATH, STAFF_LIMITS } from '../api/staffEndpoints';
import { adminCall, messageOf } from './api';
import { SECOND_FACTOR_PATH, needsSetup } from './authProvider';
import { Screen } from './Screen';

const tokenOf = () => new URLSearchParams(window.location.hash.slice(1)).get('t') ?? '';

export function Join() {
  const navigate = useNavigate();
  const [token] = useState(tokenOf);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { data: me } = await adminCall<StaffMe>('POST', '/invitations/accept', { token, name, password });
      if (needsSetup(me)) navigate(SECOND_FACTOR_PATH);
      // A fresh start of the console: what it remembered of the visitor (signed out) is no longer true.
      else window.location.assign(`${ADMIN_PATH}/`);
    } catch (failure) {
      setError(messageOf(failure));
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <Screen title="Join the console">
        <Alert severity="warning">This invitation link is incomplete. Open the whole link you were sent, or ask for a new one.</Alert>
      </Screen>
    );
  }
  return (
    <Screen title="Join the console" intro="You were invited to run Gold Leaf’s outlets. Choose how you sign in.">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField label="Your name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} required autoFocus fullWidth />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          helperText={`At least ${STAFF_LIMITS.passwordMinLength} characters. A short sentence is easy to remember.`}
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          Join
        </Button>
      </Stack>
    </Screen>
  );
}
