/**
 * Orders in the console. Support finds a diner's order by its reference or the diner's number (what a diner reads out
 * on the phone), reads what happened to it, and gives money back to the diner's wallet with a reason; finance reads
 * and exports the orders (number masked by the server); a manager sees their outlets'. The server decides all of it:
 * the Give money back button is only hidden from the roles it refuses.
 */
import {
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  Show,
  TextField,
  usePermissions,
  type Exporter,
  useRecordContext,
} from 'react-admin';
import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AdminOrderDetail, AdminOrderRow } from '../api/contract';
import { ORDER_STATUSES } from '../api/endpoints';
import { OrderMoney, PaidBy } from './orderMoney';
import { Section } from './Section';
import { words } from './words';
import { dateTimeText } from './dateTime';
import { csvExporter } from './exporter';
import { rupees } from './rupees';
import { TimeField } from './TimeField';


const ORDER_TYPES: Record<string, string> = { HomeDelivery: 'Delivery', TakeAway: 'Takeaway', DineIn: 'Dine-in' };

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Order reference or 10-digit number" sx={{ minWidth: 320 }} />,
  <ReferenceInput key="outletId" source="outletId" reference="outlets" alwaysOn>
    <SelectInput label="Outlet" optionText="title" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" label="Status" choices={ORDER_STATUSES.map((status) => ({ id: status, name: words(status) }))} />,
];

/** The orders as CSV: how each was paid in one readable cell ('WALLET 240.45; CARD 100'), not as JSON. */
const exportOrders: Exporter = (records, ...rest) =>
  csvExporter('orders', ['placedAt'])(
    (records as AdminOrderRow[]).map((row) => ({ ...row, paidWith: row.paidWith.map((part) => `${part.mode} ${part.amount}`).join('; ') })),
    ...rest,
  );

export function OrderList() {
  return (
    <List filters={filters} sort={{ field: 'placedAt', order: 'DESC' }} title="Orders" exporter={exportOrders}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TimeField source="placedAt" label="Placed" sortable={false} />
        <TextField source="id" label="Order" sortable={false} sx={{ whiteSpace: 'nowrap' }} />
        <TextField source="outletTitle" label="Outlet" sortable={false} />
        <FunctionField label="Customer" sortable={false} render={(row: AdminOrderRow) => <Customer row={row} />} />
        <FunctionField label="Status" sortable={false} render={(row: AdminOrderRow) => words(row.status)} />
        <FunctionField label="Total" sortable={false} textAlign="right" render={(row: AdminOrderRow) => rupees(row.total)} />
        <FunctionField label="Paid by" sortable={false} render={(row: AdminOrderRow) => <PaidBy row={row} />} />
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
          {order.moves.length > 0 && (
            <>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                Changed by staff and outlet keys
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Changed by staff and outlet keys">
                {order.moves.map((move, index) => (
                  <li key={index}>
                    {words(move.action.toUpperCase().replace(/-/g, '_'))} · {move.who} ({move.role}) · {dateTimeText(move.at)}
                  </li>
                ))}
              </Box>
            </>
          )}
        </Section>
      </Stack>
      <Stack spacing={2}>
        <OrderMoney order={order} canGiveBack={role === 'owner' || role === 'support'} />
        <SupportExtras order={order} />
      </Stack>
    </Box>
  );
}

/** The rest support needs on the same screen: the diner's report and its answer, the rider and the door's code, the pushes sent. */
function SupportExtras({ order }: { order: AdminOrderDetail }) {
  const { report } = order.order;
  return (
    <>
      {report && (
        <Section title="Report">
          <Typography>
            {words(report.kind)} · {dateTimeText(report.at)}
            {report.note ? `: ${report.note}` : ''}
          </Typography>
          <Typography color="text.secondary">
            {report.resolvedAt === null ? 'Not answered yet' : `Answered ${dateTimeText(report.resolvedAt)}: ${report.reply ?? ''}${report.refund > 0 ? ` · ${rupees(report.refund)} to the wallet` : ''}`}
          </Typography>
        </Section>
      )}
      {order.rider && (
        <Section title="Rider">
          <Typography>
            {order.rider.name} · {order.rider.phone}
          </Typography>
          <Typography color="text.secondary">
            {order.rider.deliveredAt === null
              ? 'Not handed over yet'
              : order.rider.deliveredBy === 'OVERRIDE'
                ? `Marked delivered by the outlet without the diner’s code (${order.rider.overrideReason ?? ''}) · ${dateTimeText(order.rider.deliveredAt)}`
                : `Handed over with the diner’s code · ${dateTimeText(order.rider.deliveredAt)}`}
            {order.rider.wrongTries > 0 ? ` · ${order.rider.wrongTries} wrong code${order.rider.wrongTries === 1 ? '' : 's'} entered` : ''}
            {order.rider.cashCollected !== null ? ` · collected ${rupees(order.rider.cashCollected)} in cash` : ''}
          </Typography>
        </Section>
      )}
      <Section title="Notifications sent">
        {order.pushes.length === 0 ? (
          <Typography color="text.secondary">None.</Typography>
        ) : (
          <Table size="small" aria-label="Notifications sent">
            <TableBody>
              {order.pushes.map((push, index) => (
                <TableRow key={index}>
                  <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top', pl: 0 }}>{dateTimeText(push.at)}</TableCell>
                  <TableCell sx={{ verticalAlign: 'top', pr: 0 }}>
                    {push.title}
                    <Typography variant="body2" color="text.secondary">
                      {push.body}
                      {push.read ? ' · read' : ''}
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
    </>
  );
}
