/**
 * Dishes (issue 36): one outlet's dishes at a time (the first the person may see unless they pick another), by
 * section or name, with the stock switch any role that may see them can flip (a manager only that), and the create
 * and edit forms for owners and editors. A save sends the version it was read at; a stale one shows the server's
 * message with a reload, and the form keeps what was typed.
 */
import { useState } from 'react';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  Create,
  CreateButton,
  Datagrid,
  Edit,
  FunctionField,
  List,
  NumberInput,
  Pagination,
  RadioButtonGroupInput,
  ReferenceField,
  ReferenceInput,
  SaveButton,
  SearchInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  required,
  useEditContext,
  useGetList,
  useNotify,
  usePermissions,
  useRedirect,
  useSimpleFormIterator,
  useStore,
  useUpdate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Switch, Typography } from '@mui/material';
import type { AdminDish, AdminOutlet, AdminSection, VegNonVeg } from '../api/contract';
import { ALLERGENS } from '../rules/allergens';
import type { StaffRole } from '../api/staffEndpoints';
import { messageOf, statusOf } from './api';
import { Conflict, Refused } from './notices';
import { ChangePricesButton } from './priceChange';
import { rupees } from './rupees';
import { BesideHindi, HindiInput } from './hindiInput';

const MENU_WRITERS: StaffRole[] = ['owner', 'editor'];


const MARKS: Record<VegNonVeg, { label: string; color: string; round: boolean }> = {
  VEG: { label: 'Veg', color: '#1b7f3a', round: true },
  EGG: { label: 'Egg', color: '#c98a00', round: true },
  NON_VEG: { label: 'Non-veg', color: '#a4281e', round: false },
};

/** India's square mark: a dot (veg, egg) or a triangle (non-veg) in a bordered square, with its word for the rest of us. */
export function DietMark({ kind }: { kind: VegNonVeg }) {
  const mark = MARKS[kind];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}>
      <Box component="span" aria-hidden sx={{ width: 14, height: 14, border: `1.5px solid ${mark.color}`, borderRadius: '2px', display: 'inline-grid', placeItems: 'center' }}>
        <Box
          component="span"
          sx={
            mark.round
              ? { width: 7, height: 7, borderRadius: '50%', bgcolor: mark.color }
              : { width: 0, height: 0, borderLeft: '4px solid transparent', borderRight: '4px solid transparent', borderBottom: `7px solid ${mark.color}` }
          }
        />
      </Box>
      {mark.label}
    </Box>
  );
}

/** The stock switch: one field, pessimistic, the server's refusal shown as is. */
function AvailableSwitch({ dish }: { dish: AdminDish }) {
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<AdminDish>();
  return (
    <Switch
      size="small"
      checked={dish.isAvailable}
      disabled={isPending}
      onClick={(event) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': `${dish.title} available` } }}
      onChange={(_, checked) =>
        update(
          'dishes',
          { id: dish.id, data: { isAvailable: checked }, previousData: dish },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify(checked ? `${dish.title} is back on the menu` : `${dish.title} is marked sold out`, { type: 'success' }),
            onError: (error) => notify(messageOf(error), { type: 'error' }),
          },
        )
      }
    />
  );
}

function SectionFilter(props: { alwaysOn?: boolean; source: string }) {
  return (
    <ReferenceInput {...props} reference="sections" sort={{ field: 'sortOrder', order: 'ASC' }} perPage={100}>
      <SelectInput label="Section" optionText="title" emptyText="All sections" />
    </ReferenceInput>
  );
}

const filters = [
  <ReferenceInput key="outlet" source="outletId" reference="outlets" alwaysOn sort={{ field: 'title', order: 'ASC' }} perPage={100}>
    <SelectInput label="Outlet" optionText="title" emptyText="All your outlets" />
  </ReferenceInput>,
  <SectionFilter key="section" source="categoryId" alwaysOn />,
  <SearchInput key="q" source="q" alwaysOn placeholder="Search dishes" />,
];

function DishActions({ canWrite }: { canWrite: boolean }) {
  return <TopToolbar>{canWrite && <CreateButton label="Add a dish" />}</TopToolbar>;
}

export function DishList() {
  const { permissions } = usePermissions<StaffRole>();
  const outlets = useGetList<AdminOutlet>('outlets', { sort: { field: 'title', order: 'ASC' }, pagination: { page: 1, perPage: 100 } });
  if (outlets.isPending || !permissions) return null;
  const canWrite = MENU_WRITERS.includes(permissions);
  const first = outlets.data?.[0];
  return (
    <List
      title="Dishes"
      filters={filters}
      filterDefaultValues={first ? { outletId: first.id } : {}}
      sort={{ field: 'sortOrder', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={<DishActions canWrite={canWrite} />}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      <Datagrid rowClick={canWrite ? 'edit' : false} bulkActionButtons={canWrite ? <ChangePricesButton /> : false} sx={{ '& .column-price, & .column-energyKcal': { textAlign: 'right' } }}>
        <TextField source="title" label="Dish" />
        <ReferenceField source="categoryId" reference="sections" label="Section" sortable={false} link={false}>
          <TextField source="title" />
        </ReferenceField>
        <FunctionField source="price" label="Price" render={(dish: AdminDish) => rupees(dish.price)} textAlign="right" />
        <FunctionField label="Diet" sortable={false} render={(dish: AdminDish) => <DietMark kind={dish.vegNonVeg} />} />
        <FunctionField label="Available" sortable={false} render={(dish: AdminDish) => <AvailableSwitch dish={dish} />} />
        <FunctionField source="energyKcal" label="kcal" sortable={false} textAlign="right" render={(dish: AdminDish) => (dish.energyKcal === null ? '—' : dish.energyKcal)} />
      </Datagrid>
    </List>
  );
}

function SubSectionInput() {
  const categoryId = useWatch({ name: 'categoryId' }) as number | undefined;
  const { data: sections } = useGetList<AdminSection & { id: number }>('sections', { pagination: { page: 1, perPage: 100 }, sort: { field: 'sortOrder', order: 'ASC' } });
  const section = sections?.find((s) => s.id === categoryId);
  return (
    <SelectInput
      source="subCategoryId"
      label="Sub-section"
      choices={section?.subSections ?? []}
      optionText="title"
      validate={required('Pick a sub-section')}
      disabled={!section}
      helperText={section ? false : 'Pick a section first'}
    />
  );
}

const vegChoices = (Object.keys(MARKS) as VegNonVeg[]).map((kind) => ({ id: kind, name: MARKS[kind].label }));
const allergenChoices = ALLERGENS.map((allergen) => ({ id: allergen, name: allergen.charAt(0) + allergen.slice(1).toLowerCase().replace('_', ' ') }));

/** A worded add button (the stock one is an icon with a tooltip only). */
function AddLine({ label }: { label: string }) {
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {label}
    </Button>
  );
}

function DishFields({ withOutlet }: { withOutlet: boolean }) {
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: withOutlet ? '1fr 1fr 1fr' : '1fr 1fr', columnGap: 2, width: '100%' }}>
        {withOutlet && (
          <ReferenceInput source="outletId" reference="outlets" sort={{ field: 'title', order: 'ASC' }} perPage={100}>
            <SelectInput label="Outlet" optionText="title" validate={required('Pick the outlet')} />
          </ReferenceInput>
        )}
        <ReferenceInput source="categoryId" reference="sections" sort={{ field: 'sortOrder', order: 'ASC' }} perPage={100}>
          <SelectInput label="Section" optionText="title" validate={required('Pick a section')} />
        </ReferenceInput>
        <SubSectionInput />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, width: '100%' }}>
        <NumberInput source="price" label="Price (₹)" min={0} step={1} validate={required('Give it a price')} />
        <NumberInput source="energyKcal" label="Energy (kcal)" min={0} step={10} validate={required('Give its energy in kcal')} />
      </Box>
      {/* The chain's words, English and Hindi side by side (issue 46): a Hindi field left empty shows in English. */}
      <BesideHindi>
        <TextInput source="title" label="Name" validate={required('Give the dish a name')} />
        <HindiInput source="translations.hi.title" label="Name in Hindi" maxLength={80} />
        <TextInput source="description" label="Description" multiline minRows={2} />
        <HindiInput source="translations.hi.description" label="Description in Hindi" maxLength={1000} multiline />
      </BesideHindi>
      <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
        <RadioButtonGroupInput source="vegNonVeg" label="Veg / Egg / Non-veg" choices={vegChoices} validate={required()} row />
        <BooleanInput source="jain" label="Jain (no onion, garlic or roots)" />
        <BooleanInput source="isAvailable" label="Available" />
      </Box>
      <CheckboxGroupInput source="allergens" label="Allergens" choices={allergenChoices} row />
      <TextInput source="imageUrl" label="Photo address" helperText="A /media/ path or an https:// address; empty for none" fullWidth />
      <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
        Sizes and add-ons
      </Typography>
      <ArrayInput source="choiceGroups" label={false}>
        <SimpleFormIterator inline disableReordering disableClear addButton={<AddLine label="Add a choice group" />} sx={{ '& .RaSimpleFormIterator-line': { borderBottom: '1px solid', borderColor: 'divider', py: 1 } }}>
          <TextInput source="name" label="Group name" validate={required('Name the group')} helperText="e.g. Size, Add-ons" />
          <NumberInput source="min" label="Min" min={0} max={20} defaultValue={1} helperText="0: optional" />
          <NumberInput source="max" label="Max" min={1} max={20} defaultValue={1} helperText={false} />
          <ArrayInput source="choices" label="Choices">
            <SimpleFormIterator inline disableReordering disableClear addButton={<AddLine label="Add a choice" />}>
              <TextInput source="name" label="Choice" validate={required('Name the choice')} sx={{ width: 160 }} />
              <NumberInput source="price" label="Adds ₹" min={0} defaultValue={0} sx={{ width: 110 }} />
            </SimpleFormIterator>
          </ArrayInput>
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

function DishEditForm() {
  const { refetch } = useEditContext();
  const [conflict, setConflict] = useState<string | null>(null);
  return (
    <SimpleForm
      sx={{ maxWidth: 960 }}
      toolbar={
        <Toolbar sx={{ bgcolor: 'transparent', borderTop: '1px solid', borderColor: 'divider' }}>
          <SaveButton type="button" mutationOptions={{ onError: (error: unknown) => (statusOf(error) === 409 ? setConflict(messageOf(error)) : undefined) }} />
        </Toolbar>
      }
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
      <DishFields withOutlet={false} />
    </SimpleForm>
  );
}

function DishTitle() {
  const { record } = useEditContext<AdminDish>();
  return <span>{record ? record.title : 'Dish'}</span>;
}

export function DishEdit() {
  const notify = useNotify();
  return (
    <Edit
      title={<DishTitle />}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      queryOptions={{ onError: (error: unknown) => notify(messageOf(error), { type: 'error' }) }}
      mutationOptions={{ onSuccess: () => notify('Saved. Diners see it now.', { type: 'success' }) }}
      error={<Refused />}
      actions={false}
    >
      <DishEditForm />
    </Edit>
  );
}

export function DishCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  // The outlet the list was showing, so "Add a dish" adds it where the person was looking.
  const [listParams] = useStore<{ filter?: { outletId?: number } }>('dishes.listParams', {});
  const outlets = useGetList<AdminOutlet>('outlets', { sort: { field: 'title', order: 'ASC' }, pagination: { page: 1, perPage: 100 } });
  if (outlets.isPending) return null;
  return (
    <Create
      title="Add a dish"
      mutationOptions={{
        // Our own onSuccess replaces react-admin's, redirect included.
        onSuccess: (dish: AdminDish) => {
          notify(`${dish.title} added. Diners see it now.`, { type: 'success' });
          redirect('list', 'dishes');
        },
      }}
    >
      <SimpleForm sx={{ maxWidth: 960 }} defaultValues={{ outletId: listParams.filter?.outletId ?? outlets.data?.[0]?.id, vegNonVeg: 'VEG', isAvailable: true, jain: false, allergens: [], imageUrl: '', description: '', choiceGroups: [], translations: {} }}>
        <DishFields withOutlet />
      </SimpleForm>
    </Create>
  );
}
