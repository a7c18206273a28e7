/**
 * Security (issue 36): one's own passkeys. Adding one names it and asks the browser to make it (a discoverable,
 * user-verified passkey for this site); the list says when each was made and last used, and removes one. A passkey
 * signs in on its own, as both factors.
 */
import { useState, type FormEvent } from 'react';
import { Datagrid, DeleteButton, List, TextField, useNotify, useRefresh } from 'react-admin';
import { Alert, Button, Stack, TextField as Input, Typography } from '@mui/material';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import type { StaffPasskey } from '../api/contract';
import { adminCall, messageOf } from './api';
import { TimeField } from './TimeField';

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

/** What a browser's refusal means to the person at it: they closed the prompt, or this device has the passkey already. */
function wordsFor(failure: unknown): string {
  const name = failure instanceof Error ? failure.name : '';
  if (name === 'NotAllowedError') return 'The passkey was not made: the browser’s prompt was closed or timed out.';
  if (name === 'InvalidStateError') return 'This device already holds one of your passkeys.';
  return messageOf(failure);
}

function AddPasskey() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { data: optionsJSON } = await adminCall<CreationOptions>('POST', '/passkeys/options', {});
      const response = await startRegistration({ optionsJSON });
      const { message } = await adminCall<StaffPasskey>('POST', '/passkeys', { name, response });
      notify(message, { type: 'success' });
      setName('');
      refresh();
    } catch (failure) {
      setError(wordsFor(failure));
    } finally {
      setBusy(false);
    }
  }

  if (!browserSupportsWebAuthn()) return <Alert severity="info">This browser cannot make passkeys. Use a current Chrome, Edge, Safari or Firefox.</Alert>;
  return (
    <Stack component="form" spacing={2} onSubmit={add} noValidate sx={{ maxWidth: 560, p: 2 }}>
      <Typography>A passkey signs you in with your fingerprint, face or device PIN instead of the password and code.</Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={2}>
        <Input label="Name this passkey" placeholder="Work laptop" value={name} onChange={(e) => setName(e.target.value)} required size="small" sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 60 } }} />
        <Button type="submit" variant="contained" disabled={busy || name.trim() === ''}>
          Add a passkey
        </Button>
      </Stack>
    </Stack>
  );
}

export function PasskeyList() {
  return (
    <List title="Security" sort={{ field: 'createdAt', order: 'ASC' }} exporter={false} pagination={false} actions={false} empty={false}>
      <AddPasskey />
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }} color="text.secondary">No passkeys yet.</Typography>}>
        <TextField source="name" label="Passkey" />
        <TimeField source="createdAt" label="Added" />
        <TimeField source="lastUsedAt" label="Last used" emptyText="Not yet" />
        <DeleteButton label="Remove" mutationMode="pessimistic" confirmTitle="Remove this passkey?" confirmContent="It will no longer sign you in." />
      </Datagrid>
    </List>
  );
}
