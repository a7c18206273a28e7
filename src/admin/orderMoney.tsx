/**
 * An order's money in the console, read from its ledger (server/orderLedger/): who paid what and how (each diner's
 * part at a table), every sum that went back with where and why, and, for support and owners, Give money back, up
 * to what is left. The server decides all of it; this only shows its rows.
 */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableRow, TextField as Field, Typography } from '@mui/material';
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

const WHERE: Record<string, string> = { WALLET: 'To the wallet', SOURCE: 'To the UPI, card or app', POINTS: 'As points' };

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
      {paid.length > 0 && <LedgerTable label="Payments" entries={paid} describe={paidWords} />}
      {back.length > 0 && <LedgerTable label="Money back" entries={back} describe={backWords} />}
      {canGiveBack && <GiveBack order={order} />}
    </Section>
  );
}

/** A payment: how, and who paid it (a table's diners each pay their part). */
const paidWords = (entry: AdminLedgerEntry): [string, string] => [`${modeName(entry.paymentMode)}${entry.cause === 'TIP' ? ' (tip)' : ''}`, entry.customerName];

/** Money back: why (support's reason), and where it went, to whom, given by whom. */
function backWords(entry: AdminLedgerEntry): [string, string] {
  const why = entry.cause === 'SUPPORT' ? `Support: ${entry.note ?? ''}` : (WHY[entry.cause] ?? words(entry.cause));
  const where = `${WHERE[entry.means] ?? entry.means} of ${entry.customerName}${entry.pending ? ' (the provider has not taken it yet)' : ''}`;
  return [why, entry.cause === 'SUPPORT' ? `${where} · by ${entry.staffName ?? 'A removed account'}` : where];
}

/** One flow of the ledger: when, what (with who under it), and how much; titled, as the eye looks for it. */
function LedgerTable({ label, entries, describe }: { label: string; entries: AdminLedgerEntry[]; describe: (entry: AdminLedgerEntry) => [string, string] }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {label}
      </Typography>
      <Table size="small" aria-label={label}>
        <TableBody>
          {entries.map((entry, index) => {
            const [what, who] = describe(entry);
            return (
              <TableRow key={index}>
                <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top', pl: 0 }}>{dateTimeText(entry.at)}</TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  {what}
                  <Typography variant="body2" color="text.secondary">
                    {who}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top', pr: 0 }}>
                  {entry.points > 0 ? `${entry.points} points` : rupees(entry.amount)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
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
