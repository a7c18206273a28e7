/**
 * Closures (issue 36): an outlet, or for an owner the whole chain, closed for whole days with the reason diners read
 * ('Closed for Diwali, back on 3 November'). Owners and outlet managers make and remove them; the server decides
 * whose outlet is whose and refuses the rest, the console only leaves out what it would refuse.
 */
import {
  Create,
  CreateButton,
  Datagrid,
  DeleteButton,
  FunctionField,
  List,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useNotify,
  usePermissions,
  useRedirect,
} from 'react-admin';
import type { AdminClosure } from '../api/contract';
import { dayText } from './dateTime';
import { DayInput } from './DayInput';

const WHOLE_CHAIN = 'chain';

export function ClosureList() {
  const { permissions: role } = usePermissions<string>();
  const mayClose = role === 'owner' || role === 'manager';
  return (
    <List title="Closures" sort={{ field: 'startsOn', order: 'DESC' }} exporter={false} perPage={50} empty={false} actions={<TopToolbar>{mayClose && <CreateButton label="Close for some days" />}</TopToolbar>}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>No closures: every outlet keeps its usual hours.</p>}>
        <FunctionField
          label="Outlet"
          sortable={false}
          render={(closure: AdminClosure) =>
            closure.outletId === null ? (
              <strong>Whole chain</strong>
            ) : (
              <ReferenceField source="outletId" reference="outlets" link={false} record={closure}>
                <TextField source="title" />
              </ReferenceField>
            )
          }
        />
        <FunctionField label="From" source="startsOn" render={(closure: AdminClosure) => dayText(closure.startsOn)} />
        <FunctionField label="To (closed too)" source="endsOn" render={(closure: AdminClosure) => dayText(closure.endsOn)} />
        <TextField source="reason" label="Reason diners read" sortable={false} />
        {mayClose && <DeleteButton label="Remove" mutationMode="pessimistic" confirmTitle="Remove this closure?" confirmContent="Diners can order and book on these days again." />}
      </Datagrid>
    </List>
  );
}

export function ClosureCreate() {
  const { permissions: role } = usePermissions<string>();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="Close for some days"
      mutationOptions={{
        onSuccess: () => {
          notify('Closure saved: diners read it from now on', { type: 'success' });
          redirect('list', 'closures');
        },
      }}
      transform={(data: { outletId: number | string; startsOn: string; endsOn: string; reason: string }) => ({
        outletId: data.outletId === WHOLE_CHAIN ? null : Number(data.outletId),
        startsOn: data.startsOn,
        endsOn: data.endsOn,
        reason: data.reason,
      })}
    >
      <SimpleForm sx={{ maxWidth: 560 }}>
        <ReferenceInput source="outletId" reference="outlets" sort={{ field: 'title', order: 'ASC' }} perPage={200}>
          <SelectInput
            label="Outlet"
            optionText="title"
            validate={required('Choose the outlet that closes')}
            fullWidth
            // An owner may close every outlet at once (a chain-wide holiday); a manager only their own.
            {...(role === 'owner' ? { emptyText: 'Whole chain', emptyValue: WHOLE_CHAIN } : {})}
          />
        </ReferenceInput>
        <DayInput source="startsOn" label="First day closed" fromToday validate={required('Choose the first day closed')} />
        <DayInput source="endsOn" label="Last day closed" fromToday validate={required('Choose the last day closed')} helperText="Orders and bookings are refused on every day from the first to the last" />
        <TextInput
          source="reason"
          label="Reason diners read"
          helperText="Diners read 'Closed for <reason>, back on <day>', e.g. 'Closed for Diwali, back on 3 November'"
          validate={required('Say why the outlet is closed')}
          fullWidth
        />
      </SimpleForm>
    </Create>
  );
}
