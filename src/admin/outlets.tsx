/**
 * Outlets: the list (a manager's own only: the server's query) and the edit form with the fields the role may change
 * (server/routes/admin/outlets.ts decides; this only hides the others). A save is pessimistic and sends the version
 * it was read at: when someone saved in between, the server's message is shown with a way to reload.
 */
import { useState } from 'react';
import {
  BooleanInput,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberInput,
  Pagination,
  ReferenceManyField,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useEditContext,
  useNotify,
  usePermissions,
} from 'react-admin';
import { Alert, Box, Chip, Typography } from '@mui/material';
import type { AdminOutlet } from '../api/contract';
import type { StaffRole } from '../api/staffEndpoints';
import { messageOf, statusOf } from './api';
import { Conflict, Refused } from './notices';
import { AuditRows } from './audit';

type Field = keyof AdminOutlet;
const HOURS: Field[] = ['openingTime', 'closingTime'];
const PUBLIC_DETAILS: Field[] = ['title', 'area', 'address', 'phone', 'email', 'description'];
const SERVICE: Field[] = ['deliveryRadiusInMeter', 'availableInDineIn', 'availableInHomeDelivery', 'availableInTakeAway'];
/** What each role may change, as the server has it. */
const EDITABLE: Record<StaffRole, Field[]> = { owner: [...HOURS, ...PUBLIC_DETAILS, ...SERVICE], editor: PUBLIC_DETAILS, manager: HOURS, support: [], finance: [] };

const paused = (outlet: AdminOutlet) =>
  outlet.pausedUntil ? <Chip size="small" color="warning" label={`Paused until ${new Date(outlet.pausedUntil).toLocaleTimeString('en-IN', { timeStyle: 'short' })}`} /> : <Chip size="small" variant="outlined" label="Taking orders" />;

/** Hours as the diner's app says them: midnight to midnight is open all day. */
const hoursOf = (outlet: AdminOutlet) =>
  outlet.openingTime === '00:00' && ['00:00', '23:59', '24:00'].includes(outlet.closingTime) ? 'Open 24 hours' : `${outlet.openingTime}–${outlet.closingTime}`;

export function OutletList() {
  return (
    <List title="Outlets" sort={{ field: 'title', order: 'ASC' }} perPage={25} exporter={false} pagination={<Pagination rowsPerPageOptions={[25, 50]} />}>
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
  const can = (field: Field) => fields.includes(field);
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
      <Typography variant="subtitle2" color="text.secondary">
        Public details
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, width: '100%' }}>
        <TextInput source="title" label="Name" readOnly={!can('title')} />
        <TextInput source="area" label="Area" readOnly={!can('area')} />
        <TextInput source="phone" label="Phone" readOnly={!can('phone')} />
        <TextInput source="email" label="E-mail" readOnly={!can('email')} />
      </Box>
      <TextInput source="address" label="Address" readOnly={!can('address')} fullWidth />
      <TextInput source="description" label="Description" readOnly={!can('description')} multiline minRows={2} fullWidth />
      <Typography variant="subtitle2" color="text.secondary">
        Hours and service
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', columnGap: 2, width: '100%' }}>
        <TextInput source="openingTime" label="Opens at" helperText="24-hour, like 09:30" readOnly={!can('openingTime')} />
        <TextInput source="closingTime" label="Closes at" helperText="24-hour, like 23:00" readOnly={!can('closingTime')} />
        <NumberInput source="deliveryRadiusInMeter" label="Delivery radius (m)" readOnly={!can('deliveryRadiusInMeter')} />
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <BooleanInput source="availableInDineIn" label="Dine-in" readOnly={!can('availableInDineIn')} />
        <BooleanInput source="availableInHomeDelivery" label="Delivery" readOnly={!can('availableInHomeDelivery')} />
        <BooleanInput source="availableInTakeAway" label="Takeaway" readOnly={!can('availableInTakeAway')} />
      </Box>
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
