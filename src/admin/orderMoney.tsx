/**
 * An order's money in the console, read from its ledger (server/orderLedger/): who paid what and how (each diner's
 * part at a table), every sum that went back with where and why, and, for support and owners, Give money back, up
 * to what is left. The server decides all of it; this only shows its rows.
 */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField as Field, Typography } from '@mui/material';
import type { AdminLedgerEntry, AdminOrderDetail, AdminOrderRow } from '../api/contract';
import { adminCall, messageOf } from './api';
import { dateTimeText } from './dateTime';
import { rupees } from './rupees';
import { Section } from './Section';
import { words } from './words';

const MODES: Record<string, string> = {
  WALLET: 'Wallet',
  UPI: 'UPI',
  CARD: 'Card',
  ONLINE: 'Online',
  WALLET_APP: 'Wallet app',
  CASH: 'Cash',
  CASH_ON_DELIVERY: 'Cash on delivery',
  PAY_AT_STORE: 'Cash at the store',
  LOYALTY_POINTS: 'Points',
};
const modeName = (mode: string | null) => (mode ? (MODES[mode] ?? words(mode)) : '—');

const WHY: Record<string, string> = {
  CANCELLED: 'Cancelled by the diner',
  REFUSED: 'Refused by the outlet',
  REPORT: 'Report answered',
  SUPPORT: 'Support',
  TABLE_REOPENED: 'A round of the table was cancelled',
  TIP: 'Tip',
  BILL: 'Bill',
  ORDER: 'Order',
  TABLE_PART: 'Part of the table’s bill',
};

const WHERE: Record<string, string> = { WALLET: 'Wallet', SOURCE: 'Where it was paid from', POINTS: 'Points' };

/** The list's 'Paid by': each way it was paid with its amount, or its payment state while nothing is paid. */
export function PaidBy({ row }: { row: AdminOrderRow }) {
  if (row.paidWith.length === 0) return <>{`${words(row.paymentMode)} · ${words(row.paymentStatus)}`}</>;
  return (
    <>
      {row.paidWith.map((part) => `${modeName(part.mode)} ${rupees(part.amount)}`).join(' · ')}
      {row.paid < row.total && (
        <Typography variant="body2" color="text.secondary">
          {rupees(row.paid)} of {rupees(row.total)}
        </Typography>
      )}
    </>
  );
}

export function OrderMoney({ order, canGiveBack }: { order: AdminOrderDetail; canGiveBack: boolean }) {
  const paid = order.ledger.filter((entry) => entry.flow === 'PAID');
  const back = order.ledger.filter((entry) => entry.flow === 'BACK');
  return (
    <Section title="Money">
      <Typography>
        Paid {rupees(order.paid)} of {rupees(order.total)}
        {back.length > 0 && ` · given back ${rupees(order.returned)}`}
      </Typography>
      {paid.length > 0 && (
        <LedgerTable label="Payments" entries={paid} columns={['When', 'Who', 'How', 'Amount']} cells={(entry) => [modeName(entry.paymentMode) + (entry.cause === 'TIP' ? ' (tip)' : '')]} />
      )}
      {back.length > 0 && (
        <LedgerTable label="Money back" entries={back} columns={['When', 'To', 'Where · why', 'Amount']} cells={(entry) => [backWords(entry)]} />
      )}
      {canGiveBack && <GiveBack order={order} />}
    </Section>
  );
}

function backWords(entry: AdminLedgerEntry): string {
  const where = `${WHERE[entry.means] ?? entry.means}${entry.pending ? ' (the provider has not taken it yet)' : ''}`;
  const why = entry.cause === 'SUPPORT' ? `Support: ${entry.note ?? ''} (${entry.staffName ?? 'A removed account'})` : (WHY[entry.cause] ?? words(entry.cause));
  return `${where} · ${why}`;
}

function LedgerTable({ label, entries, columns, cells }: { label: string; entries: AdminLedgerEntry[]; columns: string[]; cells: (entry: AdminLedgerEntry) => string[] }) {
  return (
    <Table size="small" aria-label={label} sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          {columns.map((column, index) => (
            <TableCell key={column} align={index === columns.length - 1 ? 'right' : 'left'}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry, index) => (
          <TableRow key={index}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateTimeText(entry.at)}</TableCell>
            <TableCell>{entry.customerName}</TableCell>
            {cells(entry).map((cell, at) => (
              <TableCell key={at}>{cell}</TableCell>
            ))}
            <TableCell align="right">{entry.points > 0 ? `${entry.points} points` : rupees(entry.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function GiveBack({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  if (order.creditable <= 0) {
    return (
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {order.paid > 0 ? 'All of this order’s money has gone back.' : 'Not paid: nothing to give back.'}
      </Typography>
    );
  }
  return (
    <>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Up to {rupees(order.creditable)} more can go back.
      </Typography>
      <Button variant="contained" sx={{ mt: 1, minHeight: 44 }} onClick={() => setOpen(true)}>
        Give money back
      </Button>
      {open && <GiveBackDialog order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

function GiveBackDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = Number(amount);
  const amountWrong = amount !== '' && (!(value > 0) || value > order.creditable);

  const give = async () => {
    setBusy(true);
    setError(null);
    try {
      const { message } = await adminCall('POST', `/orders/${encodeURIComponent(order.id)}/credit`, { amount: value, reason: reason.trim() });
      notify(message, { type: 'success' });
      refresh();
      onClose();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="give-back-title" fullWidth maxWidth="xs">
      <DialogTitle id="give-back-title">Give money back for {order.id}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography color="text.secondary">It goes to {order.customerName}’s wallet at once. Up to {rupees(order.creditable)}.</Typography>
          <Field
            label="Amount (₹)"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            error={amountWrong}
            helperText={amountWrong ? `Between ₹1 and ${rupees(order.creditable)}` : ' '}
            autoFocus
          />
          <Field label="Reason" value={reason} onChange={(event) => setReason(event.target.value)} helperText="The diner does not see it; the audit trail keeps it" />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void give()} disabled={busy || amount === '' || amountWrong || reason.trim().length < 3} sx={{ minHeight: 44 }}>
          Give {amount !== '' && !amountWrong ? rupees(value) : 'back'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
