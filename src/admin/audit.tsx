/**
 * The audit trail, read-only: for the chain (filter by person, outlet, kind) and per record (an outlet's page). Each
 * row says who, when, in which role, what, and the fields before and after, side by side.
 */
import { Datagrid, FunctionField, List, Pagination, ReferenceInput, SelectInput, TextField, TextInput, usePermissions, type RaRecord } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { AuditRow } from '../api/contract';
import { TimeField } from './TimeField';
import { weekdaySummary } from './weekdayHours';
import type { WeekdayHours } from '../lib/openingHours';

const KINDS = [
  { id: 'outlet', name: 'Outlet' },
  { id: 'closure', name: 'Closure' },
  { id: 'dish', name: 'Dish' },
  { id: 'menu_section', name: 'Menu section' },
  { id: 'menu_sub_section', name: 'Menu sub-section' },
  { id: 'menu_import', name: 'Menu import' },
  { id: 'table', name: 'Table' },
  { id: 'outlet_key', name: 'Outlet key' },
  { id: 'rider', name: 'Rider' },
  { id: 'staff', name: 'Staff' },
  { id: 'staff_invite', name: 'Invitation' },
  { id: 'order', name: 'Order' },
  { id: 'coupon', name: 'Coupon' },
  { id: 'event', name: 'Event' },
  { id: 'deal', name: 'Steal deal' },
  { id: 'deal_section', name: 'Deal section' },
];
const kindName = (entity: string) => KINDS.find((kind) => kind.id === entity)?.name ?? entity.replace(/_/g, ' ');
const ACTIONS: Record<string, string> = {
  update: 'changed',
  create: 'added',
  remove: 'removed',
  delete: 'removed',
  invite: 'sent',
  withdraw: 'withdrawn',
  join: 'joined',
  import: 'applied',
  revoke: 'revoked',
  credit: 'money given back',
  // An outlet's key at work (its kitchen board): its riders, and its orders' deliveries.
  'rider.saved': 'saved',
  'rider.link_sent': 'given a shift link',
  'rider.shift_ended': 'shift ended',
  'rider.removed': 'removed',
  'order.rider_changed': 'given to another rider',
  'order.delivered_override': 'marked delivered without the diner’s code',
};

/** The record's fields in words (the rest as the server names them). */
const FIELD_NAMES: Record<string, string> = { outletIds: 'outlets', openingTime: 'opens at', closingTime: 'closes at', weekdayHours: 'weekdays', deliveryRadiusInMeter: 'delivery radius (m)', availableInDineIn: 'dine-in', availableInHomeDelivery: 'delivery', availableInTakeAway: 'takeaway', returned: 'given back in all (₹)', amount: 'this time (₹)' };
const shownAs = (field: string, value: unknown) => (field === 'weekdayHours' ? weekdaySummary(value as WeekdayHours | null) : shown(value));
const shown = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : Array.isArray(value) ? value.join(', ') || '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The fields a change touched, before and after, one line each. */
export function Change({ row }: { row: AuditRow }) {
  const before = (row.before ?? {}) as Record<string, unknown>;
  const after = (row.after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (fields.length === 0) return <Typography color="text.secondary">—</Typography>;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 1.5, rowGap: 0.5, m: 0 }}>
      {fields.map((field) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {FIELD_NAMES[field] ?? field}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }} data-testid="audit-change">
            {row.before !== null && (
              <Box component="span" sx={{ textDecoration: 'line-through', color: 'text.secondary', mr: 1 }} aria-label={`before: ${shownAs(field, before[field])}`}>
                {shownAs(field, before[field])}
              </Box>
            )}
            {row.before !== null && row.after !== null && <span aria-hidden="true">→ </span>}
            {row.after !== null && (
              <Box component="span" sx={{ fontWeight: 500 }}>
                {shownAs(field, after[field])}
              </Box>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The rows of the trail, as the chain's list and a record's page (an outlet's, a coupon's...) both show them. A record's
 * history has no filter the reader could clear, so when empty it says so instead of react-admin's 'No results found
 * using the current filters'.
 */
export function AuditRows({ withRecord = true }: { withRecord?: boolean }) {
  return (
    <Datagrid
      bulkActionButtons={false}
      rowClick={false}
      sx={{ '& td': { verticalAlign: 'top' } }}
      {...(withRecord ? {} : { empty: <Typography color="text.secondary">No changes yet.</Typography> })}
    >
      <TimeField source="at" label="When" sortable={false} />
      <FunctionField
        label="Who"
        sortable={false}
        render={(row: AuditRow) => (
          <>
            {row.actorName}
            <Typography variant="body2" color="text.secondary">
              {row.role}
            </Typography>
          </>
        )}
      />
      <FunctionField label="What" sortable={false} render={(row: AuditRow) => `${kindName(row.entity)} ${ACTIONS[row.action] ?? row.action}`} />
      {withRecord && <TextField source="entityId" label="Record" sortable={false} />}
      <FunctionField label="Before → after" sortable={false} render={(row: AuditRow & RaRecord) => <Change row={row} />} />
    </Datagrid>
  );
}

export function AuditList() {
  const { permissions } = usePermissions<string>();
  const filters = [
    ...(permissions === 'owner' ? [<ReferenceInput key="staffId" source="staffId" reference="staff" alwaysOn><SelectInput label="Person" optionText="name" /></ReferenceInput>] : []),
    <ReferenceInput key="outletId" source="outletId" reference="outlets" alwaysOn>
      <SelectInput label="Outlet" optionText="title" />
    </ReferenceInput>,
    <SelectInput key="entity" source="entity" label="Kind" choices={KINDS} alwaysOn />,
    <TextInput key="entityId" source="entityId" label="Record id" />,
  ];
  return (
    <List resource="audit" title="Audit trail" filters={filters} perPage={25} sort={{ field: 'at', order: 'DESC' }} exporter={false} actions={false} pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}>
      <AuditRows />
    </List>
  );
}
