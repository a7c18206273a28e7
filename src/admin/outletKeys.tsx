/**
 * An outlet's keys to its kitchen board and the outlet API (issue 36), instead of the command line for day-to-day
 * use: make one (shown once, with a copy button: the server keeps only its hash), list them, revoke one (it stops
 * working at once). For an owner and the outlet's manager; the server decides (server/routes/admin/outletKeys.ts).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { AdminOutlet } from '../api/contract';
import type { AdminOutletKey, MadeOutletKey } from '../api/contract/adminTables';
import { KEY_LABEL_MAX } from '../api/adminTableLimits';
import { adminCall, messageOf } from './api';
import { dateTimeText } from './dateTime';
import { OutletScreen } from './tables';


export function OutletKeysScreen() {
  return (
    <OutletScreen title="Outlet keys" intro="A key signs a kitchen board or the outlet's POS in to its orders. Revoke a key when a tablet is lost or replaced.">
      {(outlet) => <OutletKeys key={outlet.id} outlet={outlet} />}
    </OutletScreen>
  );
}

function OutletKeys({ outlet }: { outlet: AdminOutlet }) {
  const notify = useNotify();
  const [keys, setKeys] = useState<AdminOutletKey[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [label, setLabel] = useState('Kitchen board');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<MadeOutletKey | null>(null);
  const [revoking, setRevoking] = useState<AdminOutletKey | null>(null);

  const reload = useCallback(() => {
    adminCall<AdminOutletKey[]>('GET', `/outlets/${outlet.id}/keys`).then(
      ({ data }) => {
        setKeys(data);
        setError(null);
      },
      (failure: unknown) => setError(messageOf(failure)),
    );
  }, [outlet.id]);
  useEffect(reload, [reload]);

  const make = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      setMade((await adminCall<MadeOutletKey>('POST', `/outlets/${outlet.id}/keys`, { label })).data);
    } catch (failure) {
      notify(messageOf(failure), { type: 'error' });
    } finally {
      setBusy(false);
      reload();
    }
  };

  const revoke = async (key: AdminOutletKey) => {
    setBusy(true);
    try {
      notify((await adminCall('POST', `/outlets/${outlet.id}/keys/${key.id}/revoke`)).message, { type: 'success' });
    } catch (failure) {
      notify(messageOf(failure), { type: 'error' });
    } finally {
      setBusy(false);
      setRevoking(null);
      reload();
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {outlet.title}
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        {keys && keys.length === 0 && <Alert severity="info">No keys yet: make one for the kitchen board below.</Alert>}
        {keys && keys.length > 0 && (
          <Table size="small" aria-label={`Keys of ${outlet.title}`}>
            <TableHead>
              <TableRow>
                <TableCell>Label</TableCell>
                <TableCell>Made</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell>State</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.map((key) => (
                <TableRow key={key.id} sx={key.revokedAt ? { '& td': { color: 'text.secondary' } } : undefined}>
                  <TableCell sx={{ fontWeight: 600 }}>{key.label}</TableCell>
                  <TableCell>{dateTimeText(key.createdAt)}</TableCell>
                  <TableCell>{key.lastUsedAt ? dateTimeText(key.lastUsedAt) : 'Never'}</TableCell>
                  <TableCell>{key.revokedAt ? <Chip size="small" variant="outlined" label={`Revoked ${dateTimeText(key.revokedAt)}`} /> : <Chip size="small" color="success" label="Working" />}</TableCell>
                  <TableCell align="right">
                    {!key.revokedAt && (
                      <Button size="small" color="error" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.label}`}>
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Box component="form" onSubmit={make} sx={{ display: 'flex', gap: 1, mt: 3, alignItems: 'flex-start' }}>
          <TextField
            label="Where the key is used"
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            slotProps={{ htmlInput: { maxLength: KEY_LABEL_MAX } }}
            helperText="e.g. Kitchen board, Counter tablet, POS"
            sx={{ minWidth: 280 }}
          />
          <Button type="submit" variant="contained" disabled={busy || label.trim() === ''} sx={{ height: 40 }}>
            Make a key
          </Button>
        </Box>
      </CardContent>

      <Dialog open={made !== null} aria-labelledby="made-key-title" maxWidth="sm" fullWidth>
        <DialogTitle id="made-key-title">Key for {made?.label}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Alert severity="warning">Copy it now: it is shown only this once. The server keeps no copy it could show again.</Alert>
            <Box data-testid="outlet-key" sx={{ fontFamily: 'ui-monospace, monospace', p: 1.5, bgcolor: 'background.default', borderRadius: 1, overflowWrap: 'anywhere', userSelect: 'all' }}>
              {made?.key}
            </Box>
            <DialogContentText>Type or paste it into the kitchen board at /outlet on the outlet's tablet.</DialogContentText>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button
            variant="contained"
            onClick={() =>
              navigator.clipboard.writeText(made?.key ?? '').then(
                () => notify('Key copied', { type: 'success' }),
                () => notify('Copy did not work: select the key and copy it', { type: 'warning' }),
              )
            }
          >
            Copy key
          </Button>
          <Button onClick={() => setMade(null)}>I have kept it</Button>
        </DialogActions>
      </Dialog>

      <Dialog open={revoking !== null} onClose={() => setRevoking(null)}>
        <DialogTitle>Revoke “{revoking?.label}”?</DialogTitle>
        <DialogContent>
          <DialogContentText>It stops working at once: a board signed in with it is signed out. This cannot be undone; make a new key instead.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRevoking(null)}>Keep it</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => revoking && void revoke(revoking)}>
            Revoke
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
