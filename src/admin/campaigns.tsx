/**
 * Campaigns (issue 46): a push and an in-app notification to a segment of diners, in English and Hindi. An editor (or
 * the owner) writes one, sees how many diners and devices it reaches, sends a test to their own phone (signed in to
 * the app as a diner) and schedules it; the owner, or a role the owner allows, sends it. The list shows each
 * campaign's figures. The server decides who may do what (server/routes/admin/campaigns.ts); this leaves out what it
 * would refuse.
 */
import { useState } from 'react';
import {
  BooleanInput,
  Create,
  CreateButton,
  Datagrid,
  Edit,
  FormDataConsumer,
  FunctionField,
  List,
  NumberInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  required,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, TextField as MuiTextField, Typography } from '@mui/material';
import type { AdminCampaign, CampaignPreview, CampaignSegmentInput, CampaignSettings } from '../api/contract';
import { CAMPAIGN_CAP_PER_DAY, CAMPAIGN_LIMITS } from '../api/campaignRules';
import { adminCall } from './api';
import { dateTimeText } from './dateTime';

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const TEST_PHONE_KEY = 'gold-leaf-console-test-phone';

/** A moment as a datetime-local input's value, read in India's time whatever the laptop's zone. */
const kolkataLocal = (at: number | null): string => (at === null ? '' : new Date(at + IST_OFFSET_MS).toISOString().slice(0, 16));
/** A datetime-local value ('2026-11-27T18:00') as the moment it names in India; empty: null (at once). */
const fromKolkataLocal = (value: string): number | null => (value ? Date.parse(`${value}:00+05:30`) : null);

const SEGMENTS = [
  { id: 'everyone', name: 'Everyone' },
  { id: 'city', name: 'Diners of a city' },
  { id: 'outlet', name: 'An outlet’s diners of the last N days' },
  { id: 'dish', name: 'Diners who ordered a dish' },
  { id: 'lapsed', name: 'Diners who have not ordered for N days' },
  { id: 'device', name: 'One test device (a diner’s mobile number)' },
];

export function segmentText(segment: CampaignSegmentInput): string {
  switch (segment.type) {
    case 'everyone':
      return 'Everyone';
    case 'city':
      return `City: ${segment.city}`;
    case 'outlet':
      return `Outlet #${segment.outletId}, last ${segment.days} days`;
    case 'dish':
      return `Ordered dish #${segment.itemId}`;
    case 'lapsed':
      return `No order for ${segment.days} days`;
    case 'device':
      return `Test device …${segment.mobile.slice(-4)}`;
  }
}

const FIGURES: Array<[keyof AdminCampaign, string]> = [
  ['targeted', 'Targeted'],
  ['devices', 'Devices'],
  ['held', 'Held (quiet hours)'],
  ['capped', 'Capped'],
  ['sent', 'Sent'],
  ['failed', 'Failed'],
  ['opened', 'Opened'],
];

export function CampaignList() {
  const { permissions: role } = usePermissions<string>();
  return (
    <List
      title="Campaigns"
      sort={{ field: 'id', order: 'DESC' }}
      exporter={false}
      perPage={50}
      empty={false}
      actions={<TopToolbar>{(role === 'owner' || role === 'editor') && <CreateButton label="New campaign" />}</TopToolbar>}
    >
      {role === 'owner' && <CampaignSenders />}
      <Datagrid bulkActionButtons={false} rowClick={(_id, _resource, record) => (record.state === 'DRAFT' ? 'edit' : false)} empty={<p>No campaigns yet.</p>}>
        <FunctionField label="Title" sortable={false} render={(c: AdminCampaign) => c.en.title || c.hi.title} />
        <FunctionField
          label="State"
          source="state"
          render={(c: AdminCampaign) => (c.state === 'SCHEDULED' && c.sendAt ? `Scheduled ${dateTimeText(c.sendAt)}` : c.state.charAt(0) + c.state.slice(1).toLowerCase())}
        />
        <FunctionField label="Segment" sortable={false} render={(c: AdminCampaign) => segmentText(c.segment)} />
        <FunctionField label="Urgent" sortable={false} render={(c: AdminCampaign) => (c.urgent ? 'Yes' : '')} />
        {FIGURES.map(([field, label]) => (
          <FunctionField key={field} label={label} source={field} render={(c: AdminCampaign) => String(c[field])} />
        ))}
      </Datagrid>
    </List>
  );
}

/** The owner chooses which roles besides theirs may send campaigns. */
function CampaignSenders() {
  const notify = useNotify();
  const [settings, setSettings] = useState<CampaignSettings | null>(null);
  const [loaded, setLoaded] = useState(false);
  if (!loaded) {
    setLoaded(true);
    void adminCall<CampaignSettings>('GET', '/campaign-settings').then(
      ({ data }) => setSettings(data),
      () => undefined,
    );
  }
  if (!settings) return null;
  const toggle = async (role: string, on: boolean) => {
    const senderRoles = on ? [...settings.senderRoles, role] : settings.senderRoles.filter((r) => r !== role);
    try {
      const { data, message } = await adminCall<CampaignSettings>('PUT', '/campaign-settings', { senderRoles, version: settings.version });
      setSettings(data);
      notify(message, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), {
        type: 'error',
      });
    }
  };
  return (
    <Box sx={{ px: 2, pt: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2">Who besides the owner may send:</Typography>
      {['editor', 'manager', 'support'].map((role) => (
        <FormControlLabel
          key={role}
          label={role}
          control={<Checkbox checked={settings.senderRoles.includes(role)} onChange={(event) => void toggle(role, event.target.checked)} />}
        />
      ))}
      <Typography variant="body2" color="text.secondary">
        Each diner gets at most {CAMPAIGN_CAP_PER_DAY} campaigns in any 24 hours; pushes wait out 22:00–08:00 unless urgent.
      </Typography>
    </Box>
  );
}

interface FormValues {
  kind: 'OFFER' | 'EVENT';
  en: { title: string; body: string };
  hi: { title: string; body: string };
  target: string;
  segment: Partial<CampaignSegmentInput> & {
    type: CampaignSegmentInput['type'];
  };
  urgent: boolean;
  sendAt: number | null;
  version?: number;
}

/** Only the segment's own fields go to the server (a switch of type leaves the old type's fields in the form). */
function segmentOf(segment: FormValues['segment']): CampaignSegmentInput {
  const s = segment as Record<string, unknown>;
  switch (segment.type) {
    case 'city':
      return { type: 'city', city: String(s.city ?? '') };
    case 'outlet':
      return {
        type: 'outlet',
        outletId: Number(s.outletId),
        days: Number(s.days),
      };
    case 'dish':
      return { type: 'dish', itemId: Number(s.itemId) };
    case 'lapsed':
      return { type: 'lapsed', days: Number(s.days) };
    case 'device':
      return { type: 'device', mobile: String(s.mobile ?? '') };
    default:
      return { type: 'everyone' };
  }
}

const transform = (data: FormValues) => ({
  kind: data.kind,
  en: { title: data.en?.title ?? '', body: data.en?.body ?? '' },
  hi: { title: data.hi?.title ?? '', body: data.hi?.body ?? '' },
  target: data.target,
  segment: segmentOf(data.segment),
  urgent: Boolean(data.urgent),
  sendAt: data.sendAt ?? null,
  ...(data.version === undefined ? {} : { version: data.version }),
});

function CampaignFields() {
  return (
    <>
      <SelectInput
        source="kind"
        label="Kind"
        helperText="The diner's alert setting that lets it through"
        choices={[
          { id: 'OFFER', name: 'Offer' },
          { id: 'EVENT', name: 'Event' },
        ]}
        validate={required()}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { md: '1fr 1fr' },
          gap: 2,
          width: '100%',
        }}
      >
        <Box>
          <Typography variant="subtitle2">English</Typography>
          <TextInput source="en.title" label="Title" fullWidth slotProps={{ htmlInput: { maxLength: CAMPAIGN_LIMITS.titleMax } }} />
          <TextInput source="en.body" label="Text" fullWidth multiline slotProps={{ htmlInput: { maxLength: CAMPAIGN_LIMITS.bodyMax } }} />
        </Box>
        <Box lang="hi">
          <Typography variant="subtitle2">Hindi</Typography>
          <TextInput source="hi.title" label="Title (Hindi)" fullWidth slotProps={{ htmlInput: { maxLength: CAMPAIGN_LIMITS.titleMax } }} />
          <TextInput source="hi.body" label="Text (Hindi)" fullWidth multiline slotProps={{ htmlInput: { maxLength: CAMPAIGN_LIMITS.bodyMax } }} />
        </Box>
      </Box>
      <TextInput
        source="target"
        label="Screen its click opens"
        helperText="A path of the app, e.g. /offers, /events, /event-detail/12"
        validate={required('Choose the screen its click opens')}
      />
      <SelectInput source="segment.type" label="Who gets it" choices={SEGMENTS} validate={required()} />
      <FormDataConsumer<FormValues>>
        {({ formData }) => {
          const type = formData.segment?.type;
          return (
            <>
              {type === 'city' && <TextInput source="segment.city" label="City (as the outlets' area)" validate={required()} />}
              {type === 'outlet' && (
                <ReferenceInput source="segment.outletId" reference="outlets" sort={{ field: 'title', order: 'ASC' }} perPage={200}>
                  <SelectInput label="Outlet" optionText="title" validate={required()} />
                </ReferenceInput>
              )}
              {(type === 'outlet' || type === 'lapsed') && <NumberInput source="segment.days" label="Days" min={1} validate={required()} />}
              {type === 'dish' && <NumberInput source="segment.itemId" label="Dish number (from Dishes)" validate={required()} />}
              {type === 'device' && <TextInput source="segment.mobile" label="The diner's mobile number" validate={required()} />}
            </>
          );
        }}
      </FormDataConsumer>
      <BooleanInput source="urgent" label="Urgent: send even in quiet hours (22:00–08:00)" />
      <TextInput
        source="sendAt"
        label="Send at (India time)"
        helperText="Empty: as soon as it is sent"
        type="datetime-local"
        format={(value: number | null) => kolkataLocal(value ?? null)}
        parse={(value: string) => fromKolkataLocal(value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}

const DEFAULTS: Partial<FormValues> = {
  kind: 'OFFER',
  segment: { type: 'everyone' },
  urgent: false,
  sendAt: null,
  target: '/offers',
  en: { title: '', body: '' },
  hi: { title: '', body: '' },
};

export function CampaignCreate() {
  return (
    <Create title="New campaign" redirect="edit" transform={transform}>
      <SimpleForm defaultValues={DEFAULTS} sx={{ maxWidth: 900 }}>
        <CampaignFields />
      </SimpleForm>
    </Create>
  );
}

export function CampaignEdit() {
  return (
    <Edit title="Campaign" mutationMode="pessimistic" transform={transform} aside={<SendPanel />}>
      <SimpleForm
        sx={{ maxWidth: 900 }}
        toolbar={
          <Toolbar>
            <SaveButton label="Save draft" />
          </Toolbar>
        }
      >
        <CampaignFields />
      </SimpleForm>
    </Edit>
  );
}

/** Beside the form: whom it reaches now, a test to one's own phone, and (for those who may) Send. */
function SendPanel() {
  const record = useRecordContext<AdminCampaign>();
  const { permissions: role } = usePermissions<string>();
  const notify = useNotify();
  const refresh = useRefresh();
  // Read once when the panel opens: whether the button says 'now' or names the scheduled time.
  const [openedAt] = useState(() => Date.now());
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [phone, setPhone] = useState(() => localStorage.getItem(TEST_PHONE_KEY) ?? '');
  if (!record) return null;
  const fail = (error: unknown) =>
    notify(error instanceof Error ? error.message : String(error), {
      type: 'error',
    });
  const count = async () => {
    try {
      setPreview((await adminCall<CampaignPreview>('GET', `/campaigns/${record.id}/preview`)).data);
    } catch (error) {
      fail(error);
    }
  };
  const test = async () => {
    localStorage.setItem(TEST_PHONE_KEY, phone);
    try {
      notify(
        (
          await adminCall('POST', `/campaigns/${record.id}/test`, {
            mobile: phone,
          })
        ).message,
        { type: 'success' },
      );
    } catch (error) {
      fail(error);
    }
  };
  const send = async () => {
    try {
      notify(
        (
          await adminCall('POST', `/campaigns/${record.id}/send`, {
            version: record.version,
          })
        ).message,
        { type: 'success' },
      );
      refresh();
    } catch (error) {
      fail(error);
    }
  };
  return (
    <Card sx={{ ml: 2, width: 320, alignSelf: 'flex-start' }}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6">Before sending</Typography>
        <Button variant="outlined" onClick={() => void count()}>
          Count who it reaches
        </Button>
        {preview && (
          <Typography role="status">
            {preview.diners} {preview.diners === 1 ? 'diner' : 'diners'} on {preview.devices} {preview.devices === 1 ? 'device' : 'devices'} ({preview.english} in English, {preview.hindi} in Hindi)
          </Typography>
        )}
        <MuiTextField label="My phone's mobile number" helperText="Signed in to the app" size="small" value={phone} onChange={(event) => setPhone(event.target.value)} />
        <Button variant="outlined" onClick={() => void test()} disabled={!phone}>
          Send test to my device
        </Button>
        {(role === 'owner' || role === 'editor') && record.state === 'DRAFT' && (
          <Button variant="contained" onClick={() => void send()}>
            {record.sendAt && record.sendAt > openedAt ? `Send at ${dateTimeText(record.sendAt)}` : 'Send now'}
          </Button>
        )}
        <Typography variant="body2" color="text.secondary">
          Only the owner, or a role the owner allows, may send; save the draft first.
        </Typography>
      </CardContent>
    </Card>
  );
}
