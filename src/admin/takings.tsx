/**
 * Takings for finance (and owners, and a manager for their outlets): each outlet's day by the Kolkata calendar, the
 * paid orders' money by how it was paid, what went back and what is left, with the range's totals on top and the
 * rows to export. The server sums (server/routes/admin/takings.ts); this only shows and adds up its rows.
 */
import { Datagrid, FunctionField, List, NumberField, ReferenceInput, SelectInput, TextField, useListContext } from 'react-admin';
import { Box } from '@mui/material';
import type { TakingsRow } from '../api/contract';
import { kolkataDayOf } from '../lib/closures';
import { dayText } from './dateTime';
import { DayInput } from './DayInput';
import { csvExporter } from './exporter';
import { rupees } from './rupees';
import { Total } from './Total';

const DAY_MS = 86_400_000;

const filters = [
  <DayInput key="from" source="from" label="From" alwaysOn />,
  <DayInput key="to" source="to" label="To" alwaysOn />,
  <ReferenceInput key="outletId" source="outletId" reference="outlets" alwaysOn>
    <SelectInput label="Outlet" optionText="title" />
  </ReferenceInput>,
];

const MONEY: Array<[keyof TakingsRow, string]> = [
  ['sales', 'Sales'],
  ['online', 'Online'],
  ['wallet', 'Wallet'],
  ['cash', 'Cash'],
  ['points', 'Points'],
  ['givenBack', 'Given back'],
  ['net', 'Net'],
];

/** The last seven days, today included, as the list opens (read once, when the console loads). */
function lastWeek(now: number) {
  return { from: kolkataDayOf(now - 6 * DAY_MS), to: kolkataDayOf(now) };
}
const OPENING_RANGE = lastWeek(Date.now());

export function TakingsList() {
  return (
    <List
      title="Takings"
      exporter={csvExporter('takings')}
      filters={filters}
      filterDefaultValues={OPENING_RANGE}
      sort={{ field: 'day', order: 'DESC' }}
      perPage={1000}
      pagination={false}
    >
      <Totals />
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField source="day" label="Day" sx={{ whiteSpace: 'nowrap' }} render={(row: TakingsRow) => dayText(row.day)} />
        <TextField source="outletTitle" label="Outlet" />
        <NumberField source="orders" label="Orders" />
        <NumberField source="cancelled" label="Cancelled" />
        {MONEY.map(([field, label]) => (
          <FunctionField key={field} label={label} textAlign="right" sortBy={field} render={(row: TakingsRow) => rupees(row[field] as number)} />
        ))}
      </Datagrid>
    </List>
  );
}

/** The range's totals over every row shown. */
function Totals() {
  const { data } = useListContext<TakingsRow>();
  if (!data) return null;
  const sum = (field: keyof TakingsRow) => Math.round(data.reduce((total, row) => total + (row[field] as number), 0) * 100) / 100;
  return (
    <Box role="group" aria-label="Totals" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, px: 2, py: 1.5 }}>
      <Total label="Orders" value={String(sum('orders'))} />
      <Total label="Sales" value={rupees(sum('sales'))} />
      <Total label="Given back" value={rupees(sum('givenBack'))} />
      <Total label="Net" value={rupees(sum('net'))} strong />
    </Box>
  );
}

