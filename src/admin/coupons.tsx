/**
 * Coupons (issue 46): the chain's coupons with how often each was used and what it cost, and the form with every rule
 * the diner's side applies, in English and Hindi. The form runs the contract's own cross-field rules as the editor
 * types (api/offerRules.ts) and the server runs them again; a save sends the version it was read at, and a stale one
 * shows the server's message with a reload. An outlet manager sees and makes only their outlets' coupons (the server
 * decides; the outlet list offers only theirs).
 */
import { useState } from 'react';
import {
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
  ReferenceManyField,
  SearchInput,
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
import { useWatch } from 'react-hook-form';
import { Box, Chip, Typography } from '@mui/material';
import type { AdminCoupon, CouponFields } from '../api/contract';
import { FOOD_ORDER_TYPES } from '../api/endpoints';
import { couponProblems } from '../api/offerRules';
import type { StaffRole } from '../api/staffEndpoints';
import { messageOf } from './api';
import { AuditRows } from './audit';
import { couponFieldsOf } from './couponCalls';
import { dateTimeText } from './dateTime';
import { MomentInput } from './MomentInput';
import { VersionedForm } from './versionedForm';
import { Refused } from './notices';
import { formErrors } from './offerForms';
import { rupees } from './rupees';

export const OFFER_EDITORS: StaffRole[] = ['owner', 'editor', 'manager'];
const ORDER_TYPE_NAMES: Record<(typeof FOOD_ORDER_TYPES)[number], string> = { HomeDelivery: 'Delivery', TakeAway: 'Takeaway', DineIn: 'Dine-in' };
const ORDER_TYPE_CHOICES = FOOD_ORDER_TYPES.map((id) => ({ id, name: ORDER_TYPE_NAMES[id] }));

/** '₹120 off' or '20 % off, up to ₹150'. */
export const discountText = (coupon: Pick<AdminCoupon, 'discountType' | 'discountValue' | 'maxDiscount'>) =>
  coupon.discountType === 'FLAT' ? `${rupees(coupon.discountValue)} off` : `${coupon.discountValue} % off${coupon.maxDiscount === null ? '' : `, up to ${rupees(coupon.maxDiscount)}`}`;

const usesText = (coupon: AdminCoupon) => (coupon.maxUsesTotal === null ? String(coupon.usesTotal) : `${coupon.usesTotal} of ${coupon.maxUsesTotal}`);

function validity(coupon: AdminCoupon) {
  const now = Date.now();
  const state = now < coupon.validFrom ? { label: 'Not yet', color: 'info' as const } : now > coupon.validTo ? { label: 'Ended', color: 'default' as const } : { label: 'Running', color: 'success' as const };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Chip size="small" color={state.color} label={state.label} sx={{ alignSelf: 'flex-start' }} />
      <Typography variant="caption" color="text.secondary">
        until {dateTimeText(coupon.validTo)}
      </Typography>
    </Box>
  );
}

function ListActions() {
  const { permissions } = usePermissions<StaffRole>();
  return <TopToolbar>{permissions && OFFER_EDITORS.includes(permissions) && <CreateButton label="New coupon" />}</TopToolbar>;
}

export function CouponList() {
  return (
    <List title="Coupons" actions={<ListActions />} filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search coupons" />]} sort={{ field: 'code', order: 'ASC' }} perPage={25} exporter={false} pagination={<Pagination rowsPerPageOptions={[25, 50]} />}>
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<p>No coupons yet.</p>}>
        <TextField source="code" label="Code" />
        <TextField source="title" label="Title" />
        <FunctionField label="Discount" sortable={false} render={discountText} />
        <FunctionField label="Minimum" source="minOrderAmount" render={(coupon: AdminCoupon) => rupees(coupon.minOrderAmount)} />
        <FunctionField
          label="Where"
          sortable={false}
          render={(coupon: AdminCoupon) =>
            coupon.outletId === null ? (
              'Every outlet'
            ) : (
              <ReferenceField source="outletId" reference="outlets" link={false} record={coupon}>
                <TextField source="title" />
              </ReferenceField>
            )
          }
        />
        <FunctionField label="Order types" sortable={false} render={(coupon: AdminCoupon) => (coupon.orderTypes === null ? 'All' : coupon.orderTypes.map((type) => ORDER_TYPE_NAMES[type]).join(', '))} />
        <FunctionField label="When" source="validTo" render={validity} />
        <FunctionField label="Shown" source="listed" render={(coupon: AdminCoupon) => (coupon.listed ? 'Listed' : <Chip size="small" variant="outlined" label="Code only" />)} />
        <FunctionField label="Uses" source="usesTotal" render={usesText} />
        <FunctionField label="Orders" source="orders" render={(coupon: AdminCoupon) => coupon.orders.toLocaleString('en-IN')} />
        <FunctionField label="Cost" source="cost" render={(coupon: AdminCoupon) => rupees(coupon.cost)} />
      </Datagrid>
    </List>
  );
}

/** The contract's rules on what the form holds now, each under its field. */
const validateCoupon = (values: Record<string, unknown>) => formErrors(couponProblems(couponFieldsOf(values)));

function DiscountInputs() {
  const type = useWatch({ name: 'discountType' }) as CouponFields['discountType'] | undefined;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <RadioButtonGroupInput source="discountType" label="Kind" choices={[{ id: 'FLAT', name: 'Flat ₹ off' }, { id: 'PERCENT', name: 'Percent off' }]} validate={required()} sx={{ mr: 2 }} />
      <NumberInput source="discountValue" label={type === 'PERCENT' ? 'Discount (%)' : 'Discount (₹)'} validate={required()} sx={{ width: 160 }} />
      <NumberInput source="maxDiscount" label="Cap (₹)" helperText="Empty: no cap" sx={{ width: 160 }} />
      <NumberInput source="minOrderAmount" label="Minimum order (₹)" validate={required()} sx={{ width: 180 }} />
    </Box>
  );
}

function Heading({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2 }}>
      {children}
    </Typography>
  );
}

/** Every field of a coupon; the code only when it is made (orders name it). */
function CouponFieldsInputs({ creating = false }: { creating?: boolean }) {
  return (
    <>
      {creating && <TextInput source="code" label="Code diners type" helperText="3 to 20 letters, digits or dashes; saved in capitals" validate={required()} sx={{ width: 280 }} />}
      <Heading>What diners read</Heading>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <TextInput source="title" label="Title (English)" validate={required()} />
        <TextInput source="translations.hi.title" label="Title in Hindi" helperText="Empty: Hindi readers see the English" />
        <TextInput source="description" label="Description (English)" multiline minRows={2} validate={required()} />
        <TextInput source="translations.hi.description" label="Description in Hindi" multiline minRows={2} />
      </Box>
      <Heading>Discount</Heading>
      <DiscountInputs />
      <Heading>Where and when</Heading>
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' }, columnGap: 2, alignItems: 'start', width: '100%' }}>
        <ReferenceInput source="outletId" reference="outlets" sort={{ field: 'title', order: 'ASC' }} perPage={100}>
          <SelectInput label="Outlet" optionText="title" emptyText="Every outlet" />
        </ReferenceInput>
        <CheckboxGroupInput source="orderTypes" label="Order types" choices={ORDER_TYPE_CHOICES} helperText="None ticked: every order type" sx={{ mt: 0 }} />
        <MomentInput source="validFrom" label="From" validate={required()} />
        <MomentInput source="validTo" label="Until" validate={required()} />
      </Box>
      <Heading>Limits</Heading>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <NumberInput source="maxUsesPerCustomer" label="Uses per diner" helperText="Empty: no limit" sx={{ width: 180 }} />
        <NumberInput source="maxUsesTotal" label="Uses in all" helperText="Empty: no limit" sx={{ width: 180 }} />
        <BooleanInput source="listed" label="Listed to diners (off: code only, never the best offer)" />
      </Box>
    </>
  );
}

function CouponForm() {
  return (
    <VersionedForm validate={validateCoupon} maxWidth={900}>
      <CouponFieldsInputs />
    </VersionedForm>
  );
}

function CouponUsage() {
  const { record } = useEditContext<AdminCoupon>();
  if (!record) return null;
  return (
    <Box component="section" aria-label="Use of this coupon" sx={{ px: 2, pt: 2, display: 'flex', gap: 4 }}>
      <Typography>
        Used <strong>{usesText(record)}</strong> times
      </Typography>
      <Typography>
        on <strong>{record.orders.toLocaleString('en-IN')}</strong> placed orders
      </Typography>
      <Typography>
        costing <strong>{rupees(record.cost)}</strong> on the orders that were paid
      </Typography>
    </Box>
  );
}

function CouponHistory() {
  return (
    <Box component="section" aria-label="History of this coupon" sx={{ borderTop: '1px solid', borderColor: 'divider', px: 2, pt: 2, pb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        History of this coupon
      </Typography>
      <ReferenceManyField reference="audit" target="entityId" filter={{ entity: 'coupon' }} perPage={10} pagination={<Pagination rowsPerPageOptions={[10]} />} empty={<Typography color="text.secondary">No changes yet.</Typography>}>
        <AuditRows withRecord={false} />
      </ReferenceManyField>
    </Box>
  );
}

function CouponTitle() {
  const { record } = useEditContext<AdminCoupon>();
  return <span>{record ? `Coupon ${record.code}` : 'Coupon'}</span>;
}

export function CouponEdit() {
  const notify = useNotify();
  return (
    <Edit
      title={<CouponTitle />}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      queryOptions={{ onError: (error: unknown) => notify(messageOf(error), { type: 'error' }) }}
      mutationOptions={{ onSuccess: () => notify('Saved. Diners see it now.', { type: 'success' }) }}
      error={<Refused />}
      actions={false}
    >
      <CouponUsage />
      <CouponForm />
      <CouponHistory />
    </Edit>
  );
}

const NEW_COUPON = () => ({
  discountType: 'FLAT',
  minOrderAmount: 0,
  orderTypes: [],
  outletId: null,
  validFrom: Date.now(),
  validTo: Date.now() + 30 * 86_400_000,
  maxUsesPerCustomer: 1,
  listed: true,
  translations: {},
});

export function CouponCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const made = (coupon: AdminCoupon) => {
    notify(coupon.listed ? `${coupon.code} made: diners see it now.` : `${coupon.code} made: it works for whoever types it.`, { type: 'success' });
    redirect('edit', 'coupons', coupon.id);
  };
  const [defaults] = useState(NEW_COUPON);
  return (
    <Create title="New coupon" mutationOptions={{ onSuccess: made }}>
      <SimpleForm defaultValues={defaults} validate={validateCoupon} sx={{ maxWidth: 900 }}>
        <CouponFieldsInputs creating />
      </SimpleForm>
    </Create>
  );
}
