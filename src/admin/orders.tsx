/**
 * Orders in the console. Support finds a diner's order by its reference or the diner's number (what a diner reads out
 * on the phone), reads what happened to it, and gives money back to the diner's wallet with a reason; finance reads
 * and exports the orders (number masked by the server); a manager sees their outlets'. The server decides all of it:
 * the Give money back button is only hidden from the roles it refuses.
 */
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  Show,
  TextField,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField as Field, Typography } from '@mui/material';
import type { AdminOrderDetail, AdminOrderRow } from '../api/contract';
import { ORDER_STATUSES } from '../api/endpoints';
import { adminCall, messageOf } from './api';
import { dateTimeText } from './dateTime';
import { csvExporter } from './exporter';
import { rupees } from './rupees';
import { TimeField } from './TimeField';

/** 'OUT_FOR_DELIVERY' → 'Out for delivery'. */
export const words = (code: string | null) => (code ? code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ') : '—');

const ORDER_TYPES: Record<string, string> = { HomeDelivery: 'Delivery', TakeAway: 'Takeaway', DineIn: 'Dine-in' };

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Order reference or 10-digit number" sx={{ minWidth: 320 }} />,
  <ReferenceInput key="outletId" source="outletId" reference="outlets" alwaysOn>
    <SelectInput label="Outlet" optionText="title" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" label="Status" choices={ORDER_STATUSES.map((status) => ({ id: status, name: words(status) }))} />,
];

export function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'placedAt', order: 'DESC' }} title="Orders" exporter={csvExporter('orders', ['placedAt'])}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TimeField source="placedAt" label="Placed" sortable={false} />
        <TextField source="id" label="Order" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
        <TextField source="outletTitle" label="Outlet" sortable={false} />
        <FunctionField label="Customer" sortable={false} render={(row: AdminOrderRow) => <Customer row={row} />} />
        <FunctionField label="Status" sortable={false} render={(row: AdminOrderRow) => words(row.status)} />
        <FunctionField label="Total" sortable={false} textAlign="right" render={(row: AdminOrderRow) => rupees(row.total)} />
        <FunctionField label="Paid by" sortable={false} render={(row: AdminOrderRow) => `${words(row.paymentMode)} · ${words(row.paymentStatus)}`} />
        <FunctionField label="Given back" sortable={false} textAlign="right" render={(row: AdminOrderRow) => (row.returned > 0 ? rupees(row.returned) : '—')} />
      </Datagrid>
    </List>
  );
}

function Customer({ row }: { row: AdminOrderRow }) {
  return (
    <>
      {row.customerName}
      <Typography variant="body2" color="text.secondary">
        {row.customerMobile}
      </Typography>
    </>
  );
}

export function OrderShow() {
  return (
    <Show title={<OrderTitle />}>
      <OrderDetail />
    </Show>
  );
}

function OrderTitle() {
  const order = useRecordContext<AdminOrderDetail>();
  return <span>Order {order?.id}</span>;
}

function OrderDetail() {
  const order = useRecordContext<AdminOrderDetail>();
  const { permissions: role } = usePermissions<string>();
  // Until the order's own answer arrives, react-admin shows the list's row, which has no dishes or statuses.
  if (!order?.order) return null;
  const { bill } = order.order;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { md: '3fr 2fr' }, alignItems: 'start' }}>
      <Stack spacing={2}>
        <Section title={`${order.outletTitle} · ${ORDER_TYPES[order.orderType] ?? order.orderType}`}>
          <Typography>
            {order.customerName} · {order.customerMobile}
          </Typography>
          <Typography color="text.secondary">Placed {dateTimeText(order.placedAt)}</Typography>
          {order.order.deliveryAddress && <Typography color="text.secondary">To {order.order.deliveryAddress.text}</Typography>}
          <Typography sx={{ mt: 1 }} variant="h6" component="p">
            {words(order.status)}
          </Typography>
          {order.order.cancelReason && <Typography color="text.secondary">Why: {order.order.cancelReason}</Typography>}
        </Section>
        <Section title="Dishes">
          <Table size="small" aria-label="Dishes">
            <TableHead>
              <TableRow>
                <TableCell>Dish</TableCell>
                <TableCell align="right">Qty</TableCell>
                <TableCell align="right">Price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.order.itemList.map((item, index) => (
                <TableRow key={index}>
                  <TableCell>
                    {item.title}
                    {item.choices ? ` (${item.choices})` : ''}
                  </TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right">{rupees(item.lineTotal)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell colSpan={2}>Total with taxes and charges {rupees(bill.taxesAndCharges)}{bill.deliveryFee > 0 ? `, delivery ${rupees(bill.deliveryFee)}` : ''}{bill.couponDiscount > 0 ? `, less ${rupees(bill.couponDiscount)} off` : ''}</TableCell>
                <TableCell align="right">
                  <strong>{rupees(order.total)}</strong>
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Section>
        <Section title="What happened">
          <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
            {order.order.statusHistory.map((step) => (
              <li key={`${step.status}-${step.at}`}>
                {words(step.status)} · {dateTimeText(step.at)}
              </li>
            ))}
          </Box>
        </Section>
      </Stack>
      <Stack spacing={2}>
        <Section title="Money">
          <Typography>
            {rupees(order.total)} by {words(order.paymentMode)} · {words(order.paymentStatus)}
          </Typography>
          <Typography color="text.secondary">
            Given back so far: {rupees(order.returned)}
            {order.returned > 0 && order.creditable > 0 && ` · up to ${rupees(order.creditable)} more`}
          </Typography>
          {order.credits.length > 0 && (
            <Box component="ul" sx={{ pl: 2.5, mb: 0 }} aria-label="Credits">
              {order.credits.map((credit) => (
                <li key={credit.at}>
                  {rupees(credit.amount)} · {credit.reason} · {credit.staffName ?? 'A removed account'}, {dateTimeText(credit.at)}
                </li>
              ))}
            </Box>
          )}
          {(role === 'owner' || role === 'support') && <GiveBack order={order} />}
        </Section>
      </Stack>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function GiveBack({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState(false);
  if (order.creditable <= 0) {
    return (
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {order.paymentStatus === 'PAID' ? 'All of this order’s money has gone back.' : 'Not paid: nothing to give back.'}
      </Typography>
    );
  }
  return (
    <>
      <Button variant="contained" sx={{ mt: 2, minHeight: 44 }} onClick={() => setOpen(true)}>
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
