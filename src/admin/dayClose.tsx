/**
 * The day's close (issue 47): each outlet's day as the server adds it up (server/finance/dayClose.ts): the orders the
 * kitchen handed over, the money taken by method, the cash each rider should hand over, and every difference flagged.
 * A manager (their outlets) or an owner closes a day once with the cash counted in the till; finance reads every
 * outlet. The server decides who may do what; this only offers the button to the roles it lets close.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Title, downloadCSV, useNotify, usePermissions } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import type { DayCloseRow, RiderCash } from '../api/contract/gst';
import type { StaffRole } from '../api/staffEndpoints';
import { kolkataDayOf } from '../lib/closures';
import { adminCall, messageOf } from './api';
import { dateTimeText, dayText } from './dateTime';
import { ReportTable, type Column } from './gstTables';
import { recordsCsv } from './recordsCsv';
import { rupees } from './rupees';
import { modeName } from './words';

const RIDERS: Array<Column<RiderCash>> = [
  { label: 'Rider', cell: (row) => row.riderName },
  { label: 'Cash orders', cell: (row) => row.orders, numeric: true },
  { label: 'Due at the door', cell: (row) => rupees(row.due), numeric: true },
  { label: 'Confirmed by rider', cell: (row) => rupees(row.collected), numeric: true },
  { label: 'In the ledger', cell: (row) => rupees(row.inLedger), numeric: true },
];

/** One CSV line an outlet's day; money by method a column each. */
function closeCsv(rows: DayCloseRow[]): string {
  return recordsCsv(
    rows.map(({ byMethod, riders, flags, closed, ...row }) => ({
      ...row,
      ...Object.fromEntries(Object.entries(byMethod).map(([method, amount]) => [`taken ${modeName(method)}`, amount])),
      riders: riders.map((rider) => `${rider.riderName}: ${rider.collected} of ${rider.due}`).join('; '),
      flags: flags.join('; '),
      closedAt: closed?.at ?? null,
      closedBy: closed?.by ?? null,
      cashCounted: closed?.cashCounted ?? null,
    })),
    ['closedAt'],
  );
}

export function DayCloseScreen() {
  const { permissions: role } = usePermissions<StaffRole>();
  const [today] = useState(() => kolkataDayOf(Date.now()));
  const [day, setDay] = useState(today);
  const [rows, setRows] = useState<DayCloseRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [closing, setClosing] = useState<DayCloseRow | null>(null);

  const reload = useCallback(() => {
    adminCall<DayCloseRow[]>('GET', `/dayClose?day=${encodeURIComponent(day)}`).then(
      ({ data }) => {
        setRows(data);
        setError(null);
      },
      (failure: unknown) => setError(messageOf(failure)),
    );
  }, [day]);
  useEffect(reload, [reload]);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Day close" />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <TextField type="date" label="Day" value={day} onChange={(event) => setDay(event.target.value)} size="small" slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }} />
          <Button variant="outlined" disabled={!rows?.length} onClick={() => rows && downloadCSV(closeCsv(rows), `day-close-${day}`)}>
            Export CSV
          </Button>
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        {rows && rows.length === 0 && <Alert severity="info">No outlet handed over an order or took money on {dayText(day)}.</Alert>}
        {rows?.map((row) => (
          <Box key={row.id} component="section" aria-label={row.outletTitle} sx={{ mb: 4 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="h2">
                {row.outletTitle}
              </Typography>
              {row.closed ? (
                <Chip color="success" label={`Closed by ${row.closed.by}, ${dateTimeText(row.closed.at)} · cash counted ${rupees(row.closed.cashCounted)}`} />
              ) : role === 'owner' || role === 'manager' ? (
                <Button variant="contained" size="small" onClick={() => setClosing(row)}>
                  Close the day
                </Button>
              ) : (
                <Chip label="Open" />
              )}
            </Stack>
            <Stack direction="row" spacing={4} sx={{ mb: 1.5, flexWrap: 'wrap' }}>
              <Figure label="Handed over" value={String(row.handedOver)} />
              <Figure label="Taken" value={rupees(row.taken)} />
              {Object.entries(row.byMethod).map(([method, amount]) => (
                <Figure key={method} label={modeName(method)} value={rupees(amount)} />
              ))}
              <Figure label="Cash" value={rupees(row.cash)} />
              <Figure label="Given back" value={rupees(row.givenBack)} />
            </Stack>
            {row.flags.map((flag) => (
              <Alert key={flag} severity="warning" sx={{ mb: 1 }}>
                {flag}
              </Alert>
            ))}
            <ReportTable caption="Cash on delivery by rider" columns={RIDERS} rows={row.riders} empty="No cash-on-delivery orders were handed over by riders." />
          </Box>
        ))}
      </CardContent>
      {closing && <CloseDialog row={closing} onDone={() => { setClosing(null); reload(); }} />}
    </Card>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
}

function CloseDialog({ row, onDone }: { row: DayCloseRow; onDone: () => void }) {
  const notify = useNotify();
  const [cash, setCash] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    adminCall<DayCloseRow>('POST', `/dayClose/${row.outletId}/${row.day}`, { cashCounted: Number(cash), ...(note.trim() ? { note } : {}) }).then(
      () => {
        notify('The day is closed', { type: 'success' });
        onDone();
      },
      (failure: unknown) => {
        setError(messageOf(failure));
        setBusy(false);
      },
    );
  };
  return (
    <Dialog open onClose={onDone} component="form" onSubmit={submit}>
      <DialogTitle>
        Close {row.outletTitle}, {dayText(row.day)}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          The ledger took {rupees(row.cash)} in cash. Count the till and the riders’ cash, and enter what you counted. A day is closed once.
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField label="Cash counted (₹)" value={cash} onChange={(event) => setCash(event.target.value)} required fullWidth inputMode="decimal" sx={{ mb: 2 }} />
        <TextField label="Note" value={note} onChange={(event) => setNote(event.target.value)} fullWidth multiline slotProps={{ htmlInput: { maxLength: 300 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={busy || cash.trim() === ''}>
          Close the day
        </Button>
      </DialogActions>
    </Dialog>
  );
}
