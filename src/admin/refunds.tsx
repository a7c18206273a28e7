/**
 * Refunds above the owner's limit (issue 47): what waits for finance and what was decided, with Approve and Decline
 * for finance, and the limit itself, which the owner sets. The server decides all of it (a finance member who asked
 * is refused, a second approval is told it was approved already); this shows its rows and its words.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link, Title, useNotify, usePermissions } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import type { SupportRefundView, SupportSettings } from '../api/contract';
import { adminCall, messageOf } from './api';
import { dateTimeText } from './dateTime';
import { REASON_NAMES } from './orderMoney';
import { rupees } from './rupees';
import { words } from './words';

const WHERE = { WALLET: 'To the wallet', SOURCE: 'To the UPI, card or app' } as const;

export function RefundsScreen() {
  const { permissions: role } = usePermissions<string>();
  const notify = useNotify();
  const [rows, setRows] = useState<SupportRefundView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(() => {
    adminCall<{ items: SupportRefundView[] }>('GET', '/refund-requests?perPage=100').then(
      ({ data }) => setRows(data.items),
      (failure: unknown) => setError(messageOf(failure)),
    );
  }, []);
  useEffect(load, [load]);

  const decide = async (id: number, how: 'approve' | 'decline') => {
    setBusy(id);
    try {
      const { message } = await adminCall('POST', `/refund-requests/${id}/${how}`, {});
      notify(message, { type: 'success' });
    } catch (failure) {
      notify(messageOf(failure), { type: 'error' });
    } finally {
      setBusy(null);
      load();
    }
  };

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title="Refunds" />
      <LimitCard canEdit={role === 'owner'} />
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            Refunds above the limit
          </Typography>
          {error && <Alert severity="error">{error}</Alert>}
          {rows && rows.length === 0 && <Typography color="text.secondary">None yet.</Typography>}
          {rows && rows.length > 0 && (
            <Table size="small" aria-label="Refunds above the limit">
              <TableHead>
                <TableRow>
                  <TableCell>Asked</TableCell>
                  <TableCell>Order</TableCell>
                  <TableCell>Why</TableCell>
                  <TableCell align="right">Amount</TableCell>
                  <TableCell>State</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {dateTimeText(row.askedAt)}
                      <Typography variant="body2" color="text.secondary">
                        by {row.askedBy ?? 'A removed account'}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Link to={`/orders/${encodeURIComponent(row.orderRefId)}/show`}>{row.orderRefId}</Link>
                      <Typography variant="body2" color="text.secondary">
                        {row.outletTitle}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      {REASON_NAMES[row.why]}: {row.note}
                      <Typography variant="body2" color="text.secondary">
                        {WHERE[row.to]}
                      </Typography>
                    </TableCell>
                    <TableCell align="right">{rupees(row.amount)}</TableCell>
                    <TableCell>
                      {row.state === 'WAITING' && role === 'finance' ? (
                        <Stack direction="row" spacing={1}>
                          <Button variant="contained" size="small" disabled={busy === row.id} onClick={() => void decide(row.id, 'approve')} sx={{ minHeight: 44 }}>
                            Approve
                          </Button>
                          <Button size="small" disabled={busy === row.id} onClick={() => void decide(row.id, 'decline')} sx={{ minHeight: 44 }}>
                            Decline
                          </Button>
                        </Stack>
                      ) : row.state === 'WAITING' ? (
                        'Waits for finance'
                      ) : (
                        `${words(row.state)} by ${row.decidedBy ?? 'A removed account'}${row.decidedAt ? `, ${dateTimeText(row.decidedAt)}` : ''}`
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

/** The owner's limit: read by all who see refunds, set by the owner against the version read. */
function LimitCard({ canEdit }: { canEdit: boolean }) {
  const notify = useNotify();
  const [settings, setSettings] = useState<SupportSettings | null>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    adminCall<SupportSettings>('GET', '/support-settings').then(
      ({ data }) => {
        setSettings(data);
        setValue(data.approvalAbove === null ? '' : String(data.approvalAbove));
      },
      (failure: unknown) => setError(messageOf(failure)),
    );
  }, []);
  const save = async () => {
    if (!settings) return;
    setError(null);
    try {
      const { data, message } = await adminCall<SupportSettings>('PUT', '/support-settings', { approvalAbove: value.trim() === '' ? null : Number(value), version: settings.version });
      setSettings(data);
      notify(message, { type: 'success' });
    } catch (failure) {
      setError(messageOf(failure));
    }
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          The limit
        </Typography>
        {/* Only once read: before, "No limit" would be a guess, and a limit typed then would be overwritten by the read. */}
        {settings && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {settings.approvalAbove === null ? 'No limit: support’s refunds go back at once.' : `Refunds above ${rupees(settings.approvalAbove)} wait for someone in finance who did not ask.`}
          </Typography>
        )}
        {canEdit && settings && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField label="Wait for finance above (₹)" value={value} onChange={(event) => setValue(event.target.value)} inputMode="decimal" helperText="Empty: no limit" size="small" />
            <Button variant="contained" onClick={() => void save()} sx={{ minHeight: 44 }}>
              Save limit
            </Button>
          </Stack>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </CardContent>
    </Card>
  );
}
