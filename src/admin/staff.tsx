/**
 * The chain's staff (owners only: the server refuses everyone else): who can sign in, an invitation with a role (and a
 * manager's outlets) whose one-time link is shown once with a Copy button, removal (out at once everywhere), and
 * the invitations still to be used (invitations.tsx).
 */
import { useState } from 'react';
import {
  ChipField,
  Create,
  CreateButton,
  Datagrid,
  DeleteButton,
  EmailField,
  FunctionField,
  List,
  ReferenceArrayField,
  ReferenceArrayInput,
  SelectArrayInput,
  SelectInput,
  SimpleForm,
  SingleFieldList,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useGetIdentity,
  useNotify,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { StaffInvitation, StaffMe } from '../api/contract';
import { STAFF_LIMITS } from '../api/staffEndpoints';
import { PendingInvitations } from './invitations';

const ROLE_CHOICES = [
  { id: 'editor', name: 'Content editor: menus, dishes, outlets’ public details' },
  { id: 'manager', name: 'Outlet manager: their outlets’ hours, closures, stock' },
  { id: 'support', name: 'Support: diners’ orders, money back to their wallets' },
  { id: 'finance', name: 'Finance: orders and payments, to read and export' },
  { id: 'owner', name: 'Owner: everything, staff included' },
];

export function StaffList() {
  const { identity } = useGetIdentity();
  return (
    <>
      <List
        title="Staff"
        sort={{ field: 'name', order: 'ASC' }}
        exporter={false}
        perPage={50}
        pagination={false}
        actions={
          <TopToolbar>
            <CreateButton label="Invite someone" />
          </TopToolbar>
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" label="Name" />
          <EmailField source="email" label="E-mail" />
          <TextField source="role" label="Role" />
          <FunctionField label="Second factor" sortable={false} render={(member: StaffMe) => (member.secondFactor ? 'On' : member.needsSecondFactor ? 'Not set up yet' : '—')} />
          <ReferenceArrayField source="outletIds" reference="outlets" label="Outlets" sortable={false} empty={<span>All</span>}>
            <SingleFieldList linkType={false}>
              <ChipField source="area" size="small" />
            </SingleFieldList>
          </ReferenceArrayField>
          <FunctionField
            label=""
            sortable={false}
            render={(member: StaffMe) =>
              member.id === identity?.id ? null : (
                <DeleteButton label="Remove" mutationMode="pessimistic" confirmTitle={`Remove ${member.name}?`} confirmContent="They are signed out everywhere at once and can no longer sign in." />
              )
            }
          />
        </Datagrid>
      </List>
      <PendingInvitations />
    </>
  );
}

function ManagerOutlets() {
  const role = useWatch({ name: 'role' }) as string | undefined;
  if (role !== 'manager') return null;
  return (
    <ReferenceArrayInput source="outletIds" reference="outlets">
      <SelectArrayInput label="Their outlets" optionText="title" validate={required('An outlet manager needs at least one outlet')} fullWidth />
    </ReferenceArrayInput>
  );
}

/** The link, once: the server keeps only its hash, so it cannot be shown again. */
function InvitationLink({ invitation, onAnother }: { invitation: StaffInvitation & { email: string }; onAnother: () => void }) {
  const notify = useNotify();
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Typography variant="h6" component="h2">
            Invitation for {invitation.email}
          </Typography>
          <Alert severity="info">
            Send this link to them yourself. It works once, for {STAFF_LIMITS.inviteHours} hours, and is shown only now.
          </Alert>
          <Box data-testid="invite-link" sx={{ fontFamily: 'ui-monospace, monospace', p: 1.5, bgcolor: 'background.default', borderRadius: 1, overflowWrap: 'anywhere', userSelect: 'all' }}>
            {invitation.link}
          </Box>
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              onClick={() =>
                navigator.clipboard.writeText(invitation.link).then(
                  () => notify('Link copied', { type: 'success' }),
                  () => notify('Copy did not work: select the link and copy it', { type: 'warning' }),
                )
              }
            >
              Copy link
            </Button>
            <Button onClick={onAnother}>Invite someone else</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function InviteCreate() {
  const notify = useNotify();
  const [made, setMade] = useState<(StaffInvitation & { email: string }) | null>(null);
  if (made) return <InvitationLink invitation={made} onAnother={() => setMade(null)} />;
  return (
    <Create
      title="Invite someone"
      redirect={false}
      mutationOptions={{
        onSuccess: (record: RaRecord, variables: { data?: { email?: string } }) => {
          const invitation = record as unknown as StaffInvitation;
          notify(`Invitation made for ${variables.data?.email ?? ''}`, { type: 'success' });
          setMade({ ...invitation, email: variables.data?.email ?? '' });
        },
      }}
      transform={(data: { email: string; role: string; outletIds?: number[] }) => ({ email: data.email, role: data.role, outletIds: data.role === 'manager' ? (data.outletIds ?? []) : [] })}
    >
      <SimpleForm sx={{ maxWidth: 560 }} defaultValues={{ role: 'editor', outletIds: [] }}>
        <TextInput source="email" label="Their work e-mail" type="email" validate={required('Enter their e-mail address')} fullWidth />
        <SelectInput source="role" label="Role" choices={ROLE_CHOICES} validate={required()} fullWidth />
        <ManagerOutlets />
      </SimpleForm>
    </Create>
  );
}
