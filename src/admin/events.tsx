/**
 * Events (issue 46): the chain's evenings with their kinds of ticket, how many are taken, and the form with what the
 * diner's side sells: the capacity (people), each kind's price, seats, how many it admits and its sale window, in
 * English and Hindi. The form runs the contract's own rules as the editor types (ticket kinds beyond the capacity,
 * dates the wrong way round); the server runs them again and refuses seats below those sold. A save sends the version
 * it was read at; a stale one shows the server's message with a reload.
 */
import { useState } from 'react';
import {
  ArrayInput,
  Create,
  CreateButton,
  Datagrid,
  Edit,
  FormDataConsumer,
  FunctionField,
  List,
  NumberInput,
  Pagination,
  ReferenceField,
  ReferenceInput,
  ReferenceManyField,
  SelectInput,
  SimpleFormIterator,
  TextField,
  TextInput,
  TopToolbar,
  required,
  SimpleForm,
  useEditContext,
  useNotify,
  usePermissions,
  useRedirect,
} from 'react-admin';
import { Box, Chip, Typography } from '@mui/material';
import type { AdminEvent } from '../api/contract';
import { eventProblems } from '../api/offerRules';
import type { StaffRole } from '../api/staffEndpoints';
import { messageOf } from './api';
import { AuditRows } from './audit';
import { OFFER_EDITORS } from './coupons';
import { dateTimeText } from './dateTime';
import { eventFieldsOf } from './eventCalls';
import { MomentInput } from './MomentInput';
import { VersionedForm } from './versionedForm';
import { Refused } from './notices';
import { formErrors } from './offerForms';
import { rupees } from './rupees';

const peopleIn = (event: AdminEvent) => event.ticketKinds.reduce((people, kind) => people + (kind.seats - kind.seatsLeft) * kind.admits, 0);

function status(event: AdminEvent) {
  if (event.status === 'CANCELLED') return <Chip size="small" label="Cancelled" />;
  if (event.endsAt < Date.now()) return <Chip size="small" variant="outlined" label="Over" />;
  return event.ticketKinds.every((kind) => kind.seatsLeft === 0) ? <Chip size="small" color="warning" label="Sold out" /> : <Chip size="small" color="success" label="On sale" />;
}

function ListActions() {
  const { permissions } = usePermissions<StaffRole>();
  return <TopToolbar>{permissions && OFFER_EDITORS.includes(permissions) && <CreateButton label="New event" />}</TopToolbar>;
}

export function EventList() {
  return (
    <List title="Events" actions={<ListActions />} sort={{ field: 'startsAt', order: 'DESC' }} perPage={25} exporter={false} pagination={<Pagination rowsPerPageOptions={[25, 50]} />}>
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<p>No events yet.</p>}>
        <TextField source="title" label="Event" />
        <ReferenceField source="outletId" reference="outlets" link={false} label="Outlet" sortable={false}>
          <TextField source="title" />
        </ReferenceField>
        <FunctionField label="Starts" source="startsAt" render={(event: AdminEvent) => dateTimeText(event.startsAt)} />
        <FunctionField label="Tickets" sortable={false} render={(event: AdminEvent) => event.ticketKinds.map((kind) => `${kind.name} ${rupees(kind.price)}`).join(' · ')} />
        <FunctionField label="People in / capacity" source="capacity" render={(event: AdminEvent) => `${peopleIn(event)} / ${event.capacity}`} />
        <FunctionField label="Status" sortable={false} render={status} />
      </Datagrid>
    </List>
  );
}

const validateEvent = (values: Record<string, unknown>) => formErrors(eventProblems(eventFieldsOf(values)));

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2 }}>
      {children}
    </Typography>
  );
}

function EventInputs() {
  return (
    <>
      <Heading>What diners read</Heading>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <TextInput source="title" label="Title (English)" validate={required()} />
        <TextInput source="translations.hi.title" label="Title in Hindi" helperText="Empty: Hindi readers see the English" />
        <TextInput source="description" label="Description (English)" multiline minRows={2} validate={required()} />
        <TextInput source="translations.hi.description" label="Description in Hindi" multiline minRows={2} />
      </Box>
      <TextInput source="imageUrl" label="Picture address" helperText="A /media/ path or an https:// address" validate={required()} fullWidth />
      <Heading>Where and when</Heading>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr 1fr' }, columnGap: 2, alignItems: 'start', width: '100%' }}>
        <ReferenceInput source="outletId" reference="outlets" sort={{ field: 'title', order: 'ASC' }} perPage={100}>
          <SelectInput label="Outlet" optionText="title" validate={required('Pick the outlet it is held at')} />
        </ReferenceInput>
        <MomentInput source="startsAt" label="Starts" validate={required()} />
        <MomentInput source="endsAt" label="Ends" validate={required()} />
        <NumberInput source="capacity" label="Capacity (people)" validate={required()} helperText="Ticket kinds (seats × admits) may not exceed it" />
        <SelectInput source="status" label="Status" choices={[{ id: 'SCHEDULED', name: 'Scheduled' }, { id: 'CANCELLED', name: 'Cancelled (not listed or sold)' }]} validate={required()} />
      </Box>
      <Heading>Tickets</Heading>
      <ArrayInput source="ticketKinds" label={false}>
        <SimpleFormIterator disableClear getItemLabel={(index) => `Kind ${index + 1}`} sx={{ '& .RaSimpleFormIterator-line': { borderBottom: '1px solid', borderColor: 'divider', py: 1 } }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { md: 'repeat(6, 1fr)' }, columnGap: 2, width: '100%', '& > *': { gridColumn: { md: 'span 1' } }, '& > .wide': { gridColumn: { md: 'span 2' } } }}>
            <TextInput className="wide" source="name" label="Name" validate={required('Name the ticket')} helperText={false} />
            <TextInput className="wide" source="translations.hi.name" label="Name in Hindi" helperText={false} />
            <NumberInput source="price" label="Price (₹)" min={0} validate={required()} helperText={false} />
            <NumberInput source="seats" label="Tickets" min={1} validate={required()} helperText={false} />
            <TextInput className="wide" source="description" label="What it includes" helperText={false} multiline />
            <TextInput className="wide" source="translations.hi.description" label="In Hindi" helperText={false} />
            <NumberInput source="admits" label="Admits" min={1} defaultValue={1} validate={required()} helperText={false} />
            <Box />
            <MomentInput className="wide" source="salesStartAt" label="Sale opens" helperText="Empty: now" />
            <MomentInput className="wide" source="salesEndAt" label="Sale closes" helperText="Empty: the event's end" />
            <FormDataConsumer>
              {({ scopedFormData }) =>
                typeof scopedFormData?.seatsLeft === 'number' ? (
                  <Typography className="wide" variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                    {Number(scopedFormData.seats) - scopedFormData.seatsLeft} sold or held, {scopedFormData.seatsLeft} left
                  </Typography>
                ) : null
              }
            </FormDataConsumer>
          </Box>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

function EventForm() {
  return (
    <VersionedForm validate={validateEvent} maxWidth={1100}>
      <EventInputs />
    </VersionedForm>
  );
}

function EventHistory() {
  return (
    <Box component="section" aria-label="History of this event" sx={{ borderTop: '1px solid', borderColor: 'divider', px: 2, pt: 2, pb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        History of this event
      </Typography>
      <ReferenceManyField reference="audit" target="entityId" filter={{ entity: 'event' }} perPage={10} pagination={<Pagination rowsPerPageOptions={[10]} />} empty={<Typography color="text.secondary">No changes yet.</Typography>}>
        <AuditRows withRecord={false} />
      </ReferenceManyField>
    </Box>
  );
}

function EventTitle() {
  const { record } = useEditContext<AdminEvent>();
  return <span>{record ? record.title : 'Event'}</span>;
}

export function EventEdit() {
  const notify = useNotify();
  return (
    <Edit
      title={<EventTitle />}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      queryOptions={{ onError: (error: unknown) => notify(messageOf(error), { type: 'error' }) }}
      mutationOptions={{ onSuccess: () => notify('Saved. Diners see it now.', { type: 'success' }) }}
      error={<Refused />}
      actions={false}
    >
      <EventForm />
      <EventHistory />
    </Edit>
  );
}

const NEW_EVENT = () => {
  const startsAt = Math.ceil((Date.now() + 7 * 86_400_000) / 3_600_000) * 3_600_000;
  return {
    status: 'SCHEDULED',
    startsAt,
    endsAt: startsAt + 4 * 3_600_000,
    imageUrl: '/media/event-sufi-night.svg',
    translations: {},
    ticketKinds: [{ name: 'Stag', description: '', admits: 1, seats: 50, price: 500, salesStartAt: null, salesEndAt: null, translations: {} }],
  };
};

export function EventCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const [defaults] = useState(NEW_EVENT);
  const made = (event: AdminEvent) => {
    notify(`${event.title} made: on sale now.`, { type: 'success' });
    redirect('edit', 'events', event.id);
  };
  return (
    <Create title="New event" mutationOptions={{ onSuccess: made }}>
      <SimpleForm defaultValues={defaults} validate={validateEvent} sx={{ maxWidth: 1100 }}>
        <EventInputs />
      </SimpleForm>
    </Create>
  );
}
