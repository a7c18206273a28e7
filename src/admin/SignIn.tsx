/**
 * Signing in: e-mail and password; when the account has an authenticator app, the server asks for its code (errorCode
 * CODE_NEEDED) and the same form shows a 6-digit field. Every refusal is shown in the server's words (a locked
 * account says until when). Or a passkey (issue 36): the browser offers this site's passkeys, and one signs in alone.
 */
import { useState, type FormEvent } from 'react';
import { useLogin } from 'react-admin';
import { Alert, Button, Divider, Stack, TextField } from '@mui/material';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { adminCall, errorCodeOf, messageOf } from './api';
import { Screen } from './Screen';

/** The server's errorCode when the password was right and the code is still to come (server/staff/accounts.ts). */
const CODE_NEEDED_ERROR = 4011;

type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

export function SignIn() {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ email, password, ...(askCode ? { code } : {}) });
    } catch (failure) {
      if (errorCodeOf(failure) === CODE_NEEDED_ERROR && !askCode) setAskCode(true);
      else setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  async function withPasskey() {
    setBusy(true);
    setError(null);
    try {
      const { data: optionsJSON } = await adminCall<RequestOptions>('POST', '/passkeys/sign-in/options', {});
      await login({ passkey: await startAuthentication({ optionsJSON }) });
    } catch (failure) {
      setError(failure instanceof Error && failure.name === 'NotAllowedError' ? 'No passkey was used: the browser’s prompt was closed or timed out.' : messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Screen title={askCode ? 'Enter your code' : 'Sign in'} intro={askCode ? 'Open your authenticator app and type the 6-digit code it shows for Gold Leaf.' : 'For the chain’s staff. Customers sign in on the app.'}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        {!askCode ? (
          <>
            <TextField label="Work e-mail" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} required autoFocus fullWidth />
            <TextField label="Password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required fullWidth />
          </>
        ) : (
          <TextField
            label="6-digit code"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
            required
            autoFocus
            fullWidth
          />
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {askCode ? 'Verify and sign in' : 'Sign in'}
        </Button>
        {!askCode && browserSupportsWebAuthn() && (
          <>
            <Divider>or</Divider>
            <Button variant="outlined" size="large" onClick={withPasskey} disabled={busy}>
              Sign in with a passkey
            </Button>
          </>
        )}
        {askCode && (
          <Button
            onClick={() => {
              setAskCode(false);
              setCode('');
              setError(null);
            }}
          >
            Use another account
          </Button>
        )}
      </Stack>
    </Screen>
  );
}
