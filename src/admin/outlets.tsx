/**
 * Outlets: the list (a manager's own only: the server's query) and the edit form with the fields the role may change
 * (server/routes/admin/outlets.ts decides; this only hides the others). A save is pessimistic and sends the version
 * it was read at: when someone saved in between, the server's message is shown with a way to reload. An owner or
 * content editor also makes new outlets here (their fields: outletForm.tsx).
 */
import { useState } from 'react';
import {
  Create,
  CreateButton,
  Datagrid,
  Edit,
  FunctionField,
  List,
  Pagination,
  ReferenceManyField,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
  TopToolbar,
  useEditContext,
  useNotify,
  usePermissions,
  useRedirect,
} from 'react-admin';
import { Alert, Box, Chip, Typography } from '@mui/material';
import type { AdminOutlet } from '../api/contract';
import type { StaffRole } from '../api/staffEndpoints';
import { messageOf, statusOf } from './api';
import { Conflict, Refused } from './notices';
import { AuditRows } from './audit';
import { ALL_FIELDS, CAN_CREATE, EDITABLE, OutletFields, type OutletField as Field } from './outletForm';
import { MAP_START } from './outletMap';
import { dayHoursText, weekdaySummary } from './weekdayHours';
import { timeText } from './dateTime';
import { hasWeekdayHours } from '../lib/weekHours';

const paused = (outlet: AdminOutlet) =>
  !outlet.live ? <Chip size="small" label="Not live" /> : outlet.pausedUntil ? <Chip size="small" color="warning" label={`Paused until ${timeText(outlet.pausedUntil)}`} /> : <Chip size="small" variant="outlined" label="Taking orders" />;

/** Hours as the diner's app says them (midnight to midnight is open all day), then the weekdays set apart. */
const hoursOf = (outlet: AdminOutlet) => {
  const usual = dayHoursText(outlet.openingTime, outlet.closingTime);
  return hasWeekdayHours(outlet) ? `${usual} · ${weekdaySummary(outlet.weekdayHours)}` : usual;
};

function ListActions() {
  const { permissions } = usePermissions<StaffRole>();
  return <TopToolbar>{permissions && CAN_CREATE.includes(permissions) && <CreateButton label="New outlet" />}</TopToolbar>;
}

export function OutletList() {
  return (
    <List title="Outlets" actions={<ListActions />} sort={{ field: 'title', order: 'ASC' }} perPage={25} exporter={false} pagination={<Pagination rowsPerPageOptions={[25, 50]} />}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" label="Outlet" />
        <TextField source="code" label="Code" />
        <TextField source="area" label="Area" />
        <FunctionField label="Hours" sortBy="openingTime" render={hoursOf} />
        <FunctionField label="Status" sortable={false} render={paused} />
      </Datagrid>
    </List>
  );
}

function OutletForm({ fields }: { fields: Field[] }) {
  const { refetch } = useEditContext();
  const [conflict, setConflict] = useState<string | null>(null);
  return (
    <SimpleForm
      toolbar={
        <Toolbar sx={{ bgcolor: 'transparent', borderTop: '1px solid', borderColor: 'divider' }}>
          <SaveButton
            mutationOptions={{
              onError: (error: unknown) => {
                if (statusOf(error) === 409) setConflict(messageOf(error));
              },
            }}
            type="button"
          />
        </Toolbar>
      }
      sx={{ maxWidth: 760 }}
    >
      {conflict && (
        <Conflict
          message={conflict}
          onReload={() => {
            setConflict(null);
            void refetch();
          }}
        />
      )}
      {fields.length === 0 && <Alert severity="info">Your role can look at this outlet but not change it.</Alert>}
      <OutletFields fields={fields} />
    </SimpleForm>
  );
}

function OutletHistory() {
  return (
    <Box component="section" aria-label="History of this outlet" sx={{ borderTop: '1px solid', borderColor: 'divider', px: 2, pt: 2, pb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        History of this outlet
      </Typography>
      <ReferenceManyField reference="audit" target="entityId" filter={{ entity: 'outlet' }} perPage={10} pagination={<Pagination rowsPerPageOptions={[10]} />} empty={<Typography color="text.secondary">No changes yet.</Typography>}>
        <AuditRows withRecord={false} />
      </ReferenceManyField>
    </Box>
  );
}

function OutletTitle() {
  const { record } = useEditContext<AdminOutlet>();
  return <span>{record ? record.title : 'Outlet'}</span>;
}

export function OutletEdit() {
  const notify = useNotify();
  const { permissions } = usePermissions<StaffRole>();
  const fields = permissions ? EDITABLE[permissions] : [];
  return (
    <Edit
        title={<OutletTitle />}
        mutationMode="pessimistic"
        redirect={false}
        redirectOnError={false}
        queryOptions={{ onError: (error: unknown) => notify(messageOf(error), { type: 'error' }) }}
        mutationOptions={{ onSuccess: () => notify('Saved. Diners see it now.', { type: 'success' }) }}
        error={<Refused />}
        actions={false}
      >
      <OutletForm fields={fields} />
      <OutletHistory />
    </Edit>
  );
}

/** A new outlet starts with the chain's usual day and every way to order; hidden from diners until made live. */
const NEW_OUTLET = {
  ...MAP_START,
  description: '',
  facilities: [],
  openingTime: '11:00',
  closingTime: '23:00',
  weekdayHours: {},
  deliveryRadiusInMeter: 6000,
  availableInDineIn: true,
  availableInHomeDelivery: true,
  availableInTakeAway: true,
  live: false,
};

export function OutletCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  // Our onSuccess replaces react-admin's, which would have notified and redirected: both are done here.
  const made = (outlet: AdminOutlet) => {
    notify(outlet.live ? `${outlet.title} is open to diners.` : `${outlet.title} made. Diners see it once it is live.`, { type: 'success' });
    redirect('edit', 'outlets', outlet.id);
  };
  return (
    <Create title="New outlet" mutationOptions={{ onSuccess: made }}>
      <SimpleForm defaultValues={NEW_OUTLET} sx={{ maxWidth: 760 }}>
        <OutletFields fields={ALL_FIELDS} creating />
      </SimpleForm>
    </Create>
  );
}
