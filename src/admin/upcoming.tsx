/**
 * Upcoming outlets (issue 46): where the chain opens next, in English and Hindi, with a picture and the window it is
 * listed in (Kolkata time). Owners and content editors only (server/routes/admin/pages.ts).
 */
import { Create, CreateButton, Datagrid, DeleteButton, Edit, FunctionField, List, NumberInput, SimpleForm, TextInput, TopToolbar, required, useNotify } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { AdminUpcomingOutlet } from '../api/contract';
import { messageOf } from './api';
import { ContentPicture } from './contentPicture';
import { MomentInput } from './MomentInput';
import { Refused } from './notices';
import { LanguageChip, StateChip, windowText } from './scheduleText';
import { VersionedForm } from './versionedForm';

export function UpcomingList() {
  return (
    <List title="Upcoming outlets" sort={{ field: 'sortOrder', order: 'ASC' }} perPage={50} exporter={false} empty={false} actions={<TopToolbar><CreateButton label="New upcoming outlet" /></TopToolbar>}>
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<p>None listed.</p>}>
        <FunctionField label="Name" source="name" render={(outlet: AdminUpcomingOutlet) => (outlet.hiName ? `${outlet.name} · ${outlet.hiName}` : outlet.name)} />
        <FunctionField label="City" source="city" render={(outlet: AdminUpcomingOutlet) => outlet.city} />
        <FunctionField label="Opens" source="openingMonth" render={(outlet: AdminUpcomingOutlet) => outlet.openingMonth} />
        <FunctionField label="Listed (Kolkata time)" source="startsAt" render={windowText} />
        <FunctionField label="Languages" sortable={false} render={(outlet: AdminUpcomingOutlet) => <LanguageChip hindi={outlet.hiName !== null} />} />
        <FunctionField label="Now" source="state" render={(outlet: AdminUpcomingOutlet) => <StateChip state={outlet.state} />} />
      </Datagrid>
    </List>
  );
}

function UpcomingFields() {
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 3, width: '100%' }}>
        <Box>
          <Typography variant="subtitle2" color="text.secondary">
            English
          </Typography>
          <TextInput source="name" label="Name" validate={required()} fullWidth />
          <TextInput source="city" label="City" validate={required()} fullWidth />
          <TextInput source="locality" label="Locality" validate={required()} fullWidth />
          <TextInput source="openingMonth" label="Opening month" helperText="As diners read it: March 2027" validate={required()} fullWidth />
          <TextInput source="description" label="Text" multiline minRows={3} validate={required()} fullWidth />
        </Box>
        <Box lang="hi">
          <Typography variant="subtitle2" color="text.secondary">
            Hindi · हिन्दी (every field, or none)
          </Typography>
          <TextInput source="hiName" label="Name (Hindi)" fullWidth />
          <TextInput source="hiCity" label="City (Hindi)" fullWidth />
          <TextInput source="hiLocality" label="Locality (Hindi)" fullWidth />
          <TextInput source="hiOpeningMonth" label="Opening month (Hindi)" fullWidth />
          <TextInput source="hiDescription" label="Text (Hindi)" multiline minRows={3} fullWidth />
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '360px 1fr', columnGap: 3, width: '100%', mt: 1 }}>
        <ContentPicture source="imageUrl" label="Picture" aspectRatio="2 / 1" hint="A JPEG or PNG of up to 2 MB; stored at most 1200 wide." />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, alignContent: 'start' }}>
          <NumberInput source="sortOrder" label="Order" helperText="Smaller first" validate={required()} min={0} sx={{ gridColumn: '1 / -1', maxWidth: 200 }} />
          <MomentInput source="startsAt" label="Listed from" helperText="Empty: at once" />
          <MomentInput source="endsAt" label="Until" helperText="Empty: until removed" />
        </Box>
      </Box>
    </>
  );
}

export function UpcomingEdit() {
  const notify = useNotify();
  return (
    <Edit
      title="Upcoming outlet"
      mutationMode="pessimistic"
      redirect="list"
      queryOptions={{ onError: (error: unknown) => notify(messageOf(error), { type: 'error' }) }}
      mutationOptions={{ onSuccess: () => notify('Saved. Diners see it in its window.', { type: 'success' }) }}
      error={<Refused />}
      actions={
        <TopToolbar>
          <DeleteButton mutationMode="pessimistic" label="Remove" confirmTitle="Remove this upcoming outlet?" confirmContent="Diners no longer see it." />
        </TopToolbar>
      }
    >
      <VersionedForm>
        <UpcomingFields />
      </VersionedForm>
    </Edit>
  );
}

export function UpcomingCreate() {
  return (
    <Create title="New upcoming outlet" redirect="list">
      <SimpleForm defaultValues={{ sortOrder: 0, startsAt: null, endsAt: null }} sx={{ maxWidth: 960 }}>
        <UpcomingFields />
      </SimpleForm>
    </Create>
  );
}
