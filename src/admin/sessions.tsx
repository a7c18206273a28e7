/** One's own sessions: where one is signed in, and signing out there. */
import { Datagrid, DeleteButton, FunctionField, List, TextField } from 'react-admin';
import { Chip } from '@mui/material';
import type { StaffSessionInfo } from '../api/contract';
import { TimeField } from './TimeField';

export function SessionList() {
  return (
    <List title="My sessions" sort={{ field: 'lastSeenAt', order: 'DESC' }} exporter={false} pagination={false} actions={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="device" label="Device" />
        <TimeField source="createdAt" label="Signed in" />
        <TimeField source="lastSeenAt" label="Last seen" />
        <FunctionField
          label=""
          sortable={false}
          render={(session: StaffSessionInfo) =>
            session.current ? <Chip size="small" label="This browser" /> : <DeleteButton label="Sign out there" mutationMode="pessimistic" confirmTitle="Sign out there?" confirmContent="That device will have to sign in again." />
          }
        />
      </Datagrid>
    </List>
  );
}
