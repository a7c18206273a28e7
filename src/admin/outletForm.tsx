/**
 * An outlet's fields in the console (issue 36), for making one and for editing it: public details, the pin, the
 * photo, facilities, hours and service, and whether diners see it. Fields the role may not change are read-only
 * (the server decides: server/routes/admin/outlets.ts). Hours are the usual ones, and the weekdays set apart from
 * them (weekdayHours.tsx).
 */
import { BooleanInput, CheckboxGroupInput, NumberInput, TextInput, required } from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { AdminOutlet } from '../api/contract';
import { outletCodeProblem } from '../api/outletCode';
import { OUTLET_FACILITIES, type StaffRole } from '../api/staffEndpoints';
import { OutletMap } from './outletMap';
import { OutletPhoto } from './outletPhoto';
import { WeekdayHoursInput } from './weekdayHours';
import { BesideHindi, HindiInput } from './hindiInput';

export type OutletField = keyof AdminOutlet;
const HOURS: OutletField[] = ['openingTime', 'closingTime', 'weekdayHours'];
const PUBLIC_DETAILS: OutletField[] = ['title', 'area', 'address', 'latitude', 'longitude', 'phone', 'email', 'description', 'facilities', 'imageUrl', 'live', 'translations'];
const SERVICE: OutletField[] = ['deliveryRadiusInMeter', 'availableInDineIn', 'availableInHomeDelivery', 'availableInTakeAway'];
/** What each role may change, as the server has it. */
export const EDITABLE: Record<StaffRole, OutletField[]> = { owner: [...HOURS, ...PUBLIC_DETAILS, ...SERVICE], editor: PUBLIC_DETAILS, manager: HOURS, support: [], finance: [] };
/** Who may make an outlet (a content editor sets its order types and radius only then). */
export const CAN_CREATE: readonly StaffRole[] = ['owner', 'editor'];
export const ALL_FIELDS: OutletField[] = [...HOURS, ...PUBLIC_DETAILS, ...SERVICE];

const FACILITY_CHOICES = OUTLET_FACILITIES.map((name) => ({ id: name, name }));

const Heading = ({ children }: { children: string }) => (
  <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1 }}>
    {children}
  </Typography>
);

export function OutletFields({ fields, creating = false }: { fields: OutletField[]; creating?: boolean }) {
  const can = (field: OutletField) => fields.includes(field);
  return (
    <>
      <Heading>Public details</Heading>
      <Box sx={{ display: 'grid', gridTemplateColumns: creating ? '2fr 2fr 1fr' : '1fr 1fr', columnGap: 2, width: '100%' }}>
        <TextInput source="title" label="Name" readOnly={!can('title')} validate={required()} />
        <TextInput source="area" label="Area" readOnly={!can('area')} validate={required()} />
        {creating && <TextInput source="code" label="Code" helperText="On its table QR codes, like NOI" validate={[required(), outletCodeProblem]} />}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, width: '100%' }}>
        <TextInput source="phone" label="Phone" readOnly={!can('phone')} validate={required()} />
        <TextInput source="email" label="E-mail" readOnly={!can('email')} validate={required()} />
      </Box>
      {/* What a diner reads of the outlet, English and Hindi side by side (issue 46); its name is its brand. */}
      <BesideHindi>
        <TextInput source="address" label="Address" readOnly={!can('address')} validate={required()} />
        <HindiInput source="translations.hi.address" label="Address in Hindi" maxLength={300} readOnly={!can('translations')} />
      </BesideHindi>
      <OutletMap readOnly={!can('latitude')} />
      <BesideHindi>
        <TextInput source="description" label="Description" readOnly={!can('description')} multiline minRows={2} />
        <HindiInput source="translations.hi.description" label="Description in Hindi" maxLength={1000} multiline readOnly={!can('translations')} />
      </BesideHindi>
      <Heading>Photo</Heading>
      <OutletPhoto readOnly={!can('imageUrl')} />
      <Heading>Facilities</Heading>
      <CheckboxGroupInput source="facilities" label={false} choices={FACILITY_CHOICES} readOnly={!can('facilities')} />
      <Heading>Hours and service</Heading>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', columnGap: 2, width: '100%' }}>
        <TextInput source="openingTime" label="Usually opens at" helperText="24-hour, like 09:30" readOnly={!can('openingTime')} />
        <TextInput source="closingTime" label="Usually closes at" helperText="24-hour, like 23:00; 24:00 is midnight" readOnly={!can('closingTime')} />
        <NumberInput source="deliveryRadiusInMeter" label="Delivery radius (m)" readOnly={!can('deliveryRadiusInMeter')} />
      </Box>
      <WeekdayHoursInput readOnly={!can('weekdayHours')} />
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <BooleanInput source="availableInDineIn" label="Dine-in" readOnly={!can('availableInDineIn')} />
        <BooleanInput source="availableInHomeDelivery" label="Delivery" readOnly={!can('availableInHomeDelivery')} />
        <BooleanInput source="availableInTakeAway" label="Takeaway" readOnly={!can('availableInTakeAway')} />
      </Box>
      <Heading>Diners</Heading>
      <BooleanInput source="live" label="Live: diners see this outlet and can order" readOnly={!can('live')} />
    </>
  );
}
