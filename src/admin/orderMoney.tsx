/**
 * An order's money in the console, read from its ledger (server/orderLedger/): who paid what and how (each diner's
 * part at a table), every sum that went back with where and why, and, for support and owners, Give money back, up
 * to what is left. The server decides all of it; this only shows its rows.
 */
import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, Table, TableBody, TableCell, TableRow, TextField as Field, Typography } from '@mui/material';
import type { AdminLedgerEntry, AdminOrderDetail, AdminOrderRow } from '../api/contract';
import { SUPPORT_REASONS, type SupportReason } from '../api/supportReasons';
import { adminCall, messageOf } from './api';
import { dateTimeText } from './dateTime';
import { rupees } from './rupees';
import { Section } from './Section';
import { dishesLeftText, modeName, words } from './words';


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
  if (row.paidWith.length === 0) return <>{`${modeName(row.paymentMode)} · ${words(row.paymentStatus)}`}</>;
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
      <RefundRequests order={order} />
      {canGiveBack && <GiveBack order={order} />}
    </Section>
  );
}

/** A payment: how, and who paid it (a table's diners each pay their part). */
const paidWords = (entry: AdminLedgerEntry): [string, string] => [`${modeName(entry.paymentMode)}${entry.cause === 'TIP' ? ' (tip)' : ''}`, entry.customerName];

/** Money back: why (support's reason), and where it went, to whom, given by whom. */
function backWords(entry: AdminLedgerEntry): [string, string] {
  const why = entry.cause === 'SUPPORT' ? `Support: ${entry.reason ? `${REASON_NAMES[entry.reason]} · ` : ''}${entry.note ?? ''}` : (WHY[entry.cause] ?? words(entry.cause));
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

/** Support's reasons as the console names them (the diner reads their own words for each, in their language). */
export const REASON_NAMES: Record<SupportReason, string> = {
  LATE: 'Arrived late',
  COLD: 'Arrived cold',
  MISSING: 'A dish was missing',
  WRONG: 'A wrong dish',
  QUALITY: 'Not up to standard',
  SPILLED: 'Spilled on the way',
  GOODWILL: 'Goodwill',
};

/**
 * Give money back: an amount or chosen dishes (each with its share of tax), to the wallet or to the UPI, card or app
 * that paid, with the reason the diner reads and a note for head office. The server decides what is left, whether it
 * waits for finance, and says why it refuses; this shows the sum it will ask for.
 */
function GiveBackDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [by, setBy] = useState<'AMOUNT' | 'DISHES'>('DISHES');
  const [to, setTo] = useState<'WALLET' | 'SOURCE'>(order.sourceLeft > 0 ? 'SOURCE' : 'WALLET');
  const [amount, setAmount] = useState('');
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [why, setWhy] = useState<SupportReason | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const most = to === 'SOURCE' ? order.sourceLeft : order.creditable;
  const chosen = order.lines.filter((line) => (counts[line.lineId] ?? 0) > 0);
  const value = by === 'AMOUNT' ? Number(amount) : Math.round(chosen.reduce((sum, line) => sum + line.eachWithTax * (counts[line.lineId] ?? 0) * 100, 0)) / 100;
  const amountWrong = by === 'AMOUNT' ? amount !== '' && (!(value > 0) || value > most) : value > most;
  const waits = order.approvalAbove !== null && value > order.approvalAbove;

  const give = async () => {
    setBusy(true);
    setError(null);
    try {
      const body = {
        ...(by === 'AMOUNT' ? { amount: value } : { lines: chosen.map((line) => ({ lineId: line.lineId, quantity: counts[line.lineId] })) }),
        to,
        why,
        reason: reason.trim(),
      };
      const { message } = await adminCall('POST', `/orders/${encodeURIComponent(order.id)}/credit`, body);
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
    <Dialog open onClose={onClose} aria-labelledby="give-back-title" fullWidth maxWidth="sm">
      <DialogTitle id="give-back-title">Give money back for {order.id}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Field select label="To" value={to} onChange={(event) => setTo(event.target.value as 'WALLET' | 'SOURCE')} helperText={to === 'SOURCE' ? `Through the provider; the bank takes 5 to 7 working days. Up to ${rupees(order.sourceLeft)}.` : `${order.customerName}’s wallet, at once. Up to ${rupees(order.creditable)}.`}>
            <MenuItem value="WALLET">The diner’s wallet</MenuItem>
            <MenuItem value="SOURCE" disabled={order.sourceLeft <= 0}>
              The UPI, card or app that paid
            </MenuItem>
          </Field>
          <RadioGroup row value={by} onChange={(event) => setBy(event.target.value as 'AMOUNT' | 'DISHES')} aria-label="Give back">
            <FormControlLabel value="DISHES" control={<Radio />} label="Chosen dishes" />
            <FormControlLabel value="AMOUNT" control={<Radio />} label="An amount" />
          </RadioGroup>
          {by === 'DISHES' ? (
            <Table size="small" aria-label="Dishes to give back">
              <TableBody>
                {order.lines.map((line) => (
                  <TableRow key={line.lineId}>
                    <TableCell sx={{ pl: 0 }}>
                      {line.title}
                      {line.choices ? ` (${line.choices})` : ''}
                      <Typography variant="body2" color="text.secondary">
                        {rupees(line.eachWithTax)} each with its tax · {dishesLeftText(line.quantity, line.left)}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ pr: 0, width: 140 }}>
                      <Field
                        select
                        size="small"
                        label="How many"
                        value={String(counts[line.lineId] ?? 0)}
                        disabled={line.left <= 0}
                        onChange={(event) => setCounts({ ...counts, [line.lineId]: Number(event.target.value) })}
                        slotProps={{ htmlInput: { 'aria-label': `How many ${line.title}` } }}
                      >
                        {/* Only what is left to give back is offered: the rest went back already or waits for finance. */}
                        {Array.from({ length: Math.max(0, line.left) + 1 }, (_, count) => (
                          <MenuItem key={count} value={String(count)}>
                            {count}
                          </MenuItem>
                        ))}
                      </Field>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Field
              label="Amount (₹)"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              inputMode="decimal"
              error={amountWrong}
              helperText={amountWrong ? `Between ₹0.01 and ${rupees(most)}` : ' '}
            />
          )}
          <Field select label="Why (the diner reads it)" value={why} onChange={(event) => setWhy(event.target.value as SupportReason)}>
            {SUPPORT_REASONS.map((code) => (
              <MenuItem key={code} value={code}>
                {REASON_NAMES[code]}
              </MenuItem>
            ))}
          </Field>
          <Field label="Note for head office" value={reason} onChange={(event) => setReason(event.target.value)} helperText="The diner does not see it; the audit trail keeps it" />
          {waits && <Alert severity="info">Above the owner’s limit of {rupees(order.approvalAbove ?? 0)}: it waits for someone in finance to approve it.</Alert>}
          {by === 'DISHES' && value > most && <Alert severity="warning">The dishes come to {rupees(value)}; at most {rupees(most)} can go back this way.</Alert>}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void give()} disabled={busy || !(value > 0) || amountWrong || why === '' || reason.trim().length < 3} sx={{ minHeight: 44 }}>
          {waits ? 'Ask for' : 'Give'} {value > 0 && !amountWrong ? rupees(value) : 'back'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Support's refunds for this order above the owner's limit: waiting for finance, or decided (by whom, when). */
function RefundRequests({ order }: { order: AdminOrderDetail }) {
  if (order.refundRequests.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Refunds above the limit
      </Typography>
      <Table size="small" aria-label="Refunds above the limit">
        <TableBody>
          {order.refundRequests.map((request) => (
            <TableRow key={request.id}>
              <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top', pl: 0 }}>{dateTimeText(request.askedAt)}</TableCell>
              <TableCell sx={{ verticalAlign: 'top' }}>
                {REASON_NAMES[request.why]}: {request.note}
                <Typography variant="body2" color="text.secondary">
                  {WHERE[request.to]} · asked by {request.askedBy ?? 'A removed account'} · {request.state === 'WAITING' ? 'waits for finance' : `${words(request.state)} by ${request.decidedBy ?? 'A removed account'}`}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top', pr: 0 }}>
                {rupees(request.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
