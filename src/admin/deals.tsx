/**
 * Steal deals (issue 46): each outlet's deals with what is left and what sold, the form with what the diner's side
 * enforces (prices, most per order, redemptions per deal, the last day) in English and Hindi, and the sections they
 * sit in. Stock is added or taken away, never typed as a figure: diners buy while the editor looks. The form runs the
 * contract's own rules as the editor types; a save sends the version it was read at.
 */
import { useState } from 'react';
import {
  Create,
  CreateButton,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberField,
  NumberInput,
  Pagination,
  ReferenceField,
  ReferenceInput,
  ReferenceManyField,
  SelectInput,
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
import { Box, Typography } from '@mui/material';
import type { AdminDeal } from '../api/contract';
import { dealProblems } from '../api/offerRules';
import type { StaffRole } from '../api/staffEndpoints';
import { messageOf } from './api';
import { AuditRows } from './audit';
import { OFFER_EDITORS } from './coupons';
import { dealFieldsOf } from './dealCalls';
import { dateTimeText } from './dateTime';
import { MomentInput } from './MomentInput';
import { VersionedForm } from './versionedForm';
import { Refused } from './notices';
import { formErrors } from './offerForms';
import { rupees } from './rupees';

const SECTION_WRITERS: StaffRole[] = ['owner', 'editor'];

function ListActions({ label, roles }: { label: string; roles: StaffRole[] }) {
  const { permissions } = usePermissions<StaffRole>();
  return <TopToolbar>{permissions && roles.includes(permissions) && <CreateButton label={label} />}</TopToolbar>;
}

export function DealList() {
  return (
    <List title="Steal deals" actions={<ListActions label="New deal" roles={OFFER_EDITORS} />} sort={{ field: 'sortOrder', order: 'ASC' }} perPage={25} exporter={false} pagination={<Pagination rowsPerPageOptions={[25, 50]} />}>
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<p>No deals yet.</p>}>
        <TextField source="title" label="Deal" />
        <ReferenceField source="outletId" reference="outlets" link={false} label="Outlet" sortable={false}>
          <TextField source="title" />
        </ReferenceField>
        <ReferenceField source="sectionId" reference="deal-sections" link={false} label="Section" sortable={false}>
          <TextField source="title" />
        </ReferenceField>
        <FunctionField label="Price" source="dealPrice" render={(deal: AdminDeal) => `${rupees(deal.dealPrice)} (usually ${rupees(deal.usualPrice)})`} />
        <NumberField source="stockLeft" label="Left" />
        <NumberField source="sold" label="Sold" />
        <FunctionField label="Until" source="validUntil" render={(deal: AdminDeal) => dateTimeText(deal.validUntil)} />
      </Datagrid>
    </List>
  );
}

const validateDeal = (values: Record<string, unknown>) => formErrors(dealProblems(dealFieldsOf(values)));
const termLines = { format: (value: unknown) => (Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : ''), parse: (value: string) => value };

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2 }}>
      {children}
    </Typography>
  );
}

function DealInputs({ creating = false }: { creating?: boolean }) {
  const { record } = useEditContext<AdminDeal>();
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <ReferenceInput source="outletId" reference="outlets" sort={{ field: 'title', order: 'ASC' }} perPage={100}>
          <SelectInput label="Outlet" optionText="title" validate={required('Pick the outlet that redeems it')} />
        </ReferenceInput>
        <ReferenceInput source="sectionId" reference="deal-sections" sort={{ field: 'sortOrder', order: 'ASC' }} perPage={100}>
          <SelectInput label="Section" optionText="title" validate={required('Pick a section')} />
        </ReferenceInput>
      </Box>
      <Heading>What diners read</Heading>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <TextInput source="title" label="Title (English)" validate={required()} />
        <TextInput source="translations.hi.title" label="Title in Hindi" helperText="Empty: Hindi readers see the English" />
        <TextInput source="description" label="Description (English)" multiline minRows={2} validate={required()} />
        <TextInput source="translations.hi.description" label="Description in Hindi" multiline minRows={2} />
        <TextInput source="terms" label="Terms (English), one a line" multiline minRows={3} validate={required()} {...termLines} />
        <TextInput source="translations.hi.terms" label="Terms in Hindi, one a line" multiline minRows={3} helperText="As many lines as the English, or none" {...termLines} />
      </Box>
      <TextInput source="imageUrl" label="Picture address" helperText="A /media/ path or an https:// address" validate={required()} fullWidth />
      <Heading>Price, stock and rules</Heading>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: 'repeat(4, 1fr)' }, columnGap: 2, alignItems: 'start', width: '100%' }}>
        <NumberInput source="usualPrice" label="Usual price (₹)" validate={required()} />
        <NumberInput source="dealPrice" label="Deal price (₹)" validate={required()} />
        <NumberInput source="maxPerOrder" label="Most in one order" min={1} max={10} validate={required()} />
        <NumberInput source="unitsPerDeal" label="Redemptions per deal" min={1} validate={required()} helperText="A pass of five coffees: 5" />
        {creating ? (
          <NumberInput source="stock" label="Stock" min={0} validate={required()} />
        ) : (
          <NumberInput source="addStock" label="Add to stock" helperText={record ? `${record.stockLeft} left now, ${record.sold} sold; negative takes away` : undefined} />
        )}
        <MomentInput source="validUntil" label="Sold and redeemed until" validate={required()} />
        <NumberInput source="sortOrder" label="Place in its section" min={0} />
      </Box>
    </>
  );
}

function DealForm() {
  return (
    <VersionedForm validate={validateDeal} maxWidth={1000}>
      <DealInputs />
    </VersionedForm>
  );
}

function DealHistory() {
  return (
    <Box component="section" aria-label="History of this deal" sx={{ borderTop: '1px solid', borderColor: 'divider', px: 2, pt: 2, pb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        History of this deal
      </Typography>
      <ReferenceManyField reference="audit" target="entityId" filter={{ entity: 'deal' }} perPage={10} pagination={<Pagination rowsPerPageOptions={[10]} />} empty={<Typography color="text.secondary">No changes yet.</Typography>}>
        <AuditRows withRecord={false} />
      </ReferenceManyField>
    </Box>
  );
}

function DealTitle() {
  const { record } = useEditContext<AdminDeal>();
  return <span>{record ? record.title : 'Deal'}</span>;
}

export function DealEdit() {
  const notify = useNotify();
  return (
    <Edit
      title={<DealTitle />}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      queryOptions={{ onError: (error: unknown) => notify(messageOf(error), { type: 'error' }) }}
      mutationOptions={{ onSuccess: () => notify('Saved. Diners see it now.', { type: 'success' }) }}
      error={<Refused />}
      actions={false}
    >
      <DealForm />
      <DealHistory />
    </Edit>
  );
}

const NEW_DEAL = () => ({ maxPerOrder: 2, unitsPerDeal: 1, sortOrder: 0, stock: 50, validUntil: Date.now() + 30 * 86_400_000, imageUrl: '/media/deal-lassi.svg', translations: {} });

export function DealCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const [defaults] = useState(NEW_DEAL);
  const made = (deal: AdminDeal) => {
    notify(`${deal.title} made: on sale now.`, { type: 'success' });
    redirect('edit', 'deals', deal.id);
  };
  return (
    <Create title="New deal" mutationOptions={{ onSuccess: made }}>
      <SimpleForm defaultValues={defaults} validate={validateDeal} sx={{ maxWidth: 1000 }}>
        <DealInputs creating />
      </SimpleForm>
    </Create>
  );
}

export function DealSectionList() {
  return (
    <List title="Deal sections" actions={<ListActions label="New section" roles={SECTION_WRITERS} />} sort={{ field: 'sortOrder', order: 'ASC' }} perPage={50} exporter={false} pagination={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="title" label="Section" />
        <TextField source="translations.hi.title" label="In Hindi" emptyText="—" />
        <NumberField source="sortOrder" label="Place" />
      </Datagrid>
    </List>
  );
}

function SectionInputs() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: '2fr 2fr 1fr' }, columnGap: 2, width: '100%' }}>
      <TextInput source="title" label="Section (English)" validate={required()} />
      <TextInput source="translations.hi.title" label="In Hindi" />
      <NumberInput source="sortOrder" label="Place" min={0} />
    </Box>
  );
}

export function DealSectionEdit() {
  const notify = useNotify();
  return (
    <Edit title="Deal section" mutationMode="pessimistic" redirect="list" mutationOptions={{ onSuccess: () => notify('Saved. Diners see it now.', { type: 'success' }) }} error={<Refused />} actions={false}>
      <SimpleForm sx={{ maxWidth: 800 }}>
        <SectionInputs />
      </SimpleForm>
    </Edit>
  );
}

export function DealSectionCreate() {
  return (
    <Create title="New deal section" redirect="list">
      <SimpleForm sx={{ maxWidth: 800 }}>
        <SectionInputs />
      </SimpleForm>
    </Create>
  );
}
