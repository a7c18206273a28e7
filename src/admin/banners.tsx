/**
 * Home's banners (issue 46): the list (order, window, where shown, languages) and the form: title and picture per
 * language, what a tap opens, order, window in Kolkata time, and the outlets or areas it shows in. The server decides
 * who may (server/routes/admin/banners.ts): an outlet manager's list holds only their outlets' banners, and a banner of
 * theirs names only their outlets.
 */
import {
  AutocompleteArrayInput,
  Create,
  CreateButton,
  Datagrid,
  DeleteButton,
  Edit,
  FunctionField,
  List,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  required,
  useGetList,
  useNotify,
  usePermissions,
  useRedirect,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import type { AdminBanner, AdminOutlet } from '../api/contract';
import { BANNER_TYPES } from '../api/endpoints';
import type { StaffRole } from '../api/staffEndpoints';
import { messageOf } from './api';
import { ContentPicture } from './contentPicture';
import { MomentInput } from './MomentInput';
import { Refused } from './notices';
import { LanguageChip, StateChip, windowText } from './scheduleText';
import { SliderActionInput } from './sliderActionInput';
import { VersionedForm } from './versionedForm';

const PLACES = { DashboardTop: 'Home, top slider', DashboardBottom: 'Home, bottom' } as const;
const PLACE_CHOICES = BANNER_TYPES.map((id) => ({ id, name: PLACES[id] }));

const Heading = ({ children }: { children: string }) => (
  <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1, mb: 0.5 }}>
    {children}
  </Typography>
);

function WhereShown({ banner }: { banner: AdminBanner }) {
  const outlets = useGetList<AdminOutlet>('outlets', { pagination: { page: 1, perPage: 500 } }).data ?? [];
  if (banner.outletIds.length === 0 && banner.areas.length === 0) return <span>Every outlet</span>;
  const names = banner.outletIds.map((id) => outlets.find((outlet) => outlet.id === id)?.title ?? `Outlet ${id}`);
  return <span>{[...names, ...banner.areas.map((area) => `all of ${area}`)].join(', ')}</span>;
}

export function BannerList() {
  const { permissions } = usePermissions<StaffRole>();
  return (
    <List
      title="Banners"
      sort={{ field: 'sortOrder', order: 'ASC' }}
      perPage={50}
      exporter={false}
      empty={false}
      actions={<TopToolbar>{permissions && <CreateButton label="New banner" />}</TopToolbar>}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} empty={<p>No banners yet.</p>}>
        <FunctionField
          label="Picture"
          sortable={false}
          render={(banner: AdminBanner) => <img src={banner.imageUrl} alt="" width={120} height={50} style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />}
        />
        <FunctionField label="Title" source="title" render={(banner: AdminBanner) => (banner.hiTitle ? `${banner.title} · ${banner.hiTitle}` : banner.title)} />
        <FunctionField label="Place" source="bannerType" render={(banner: AdminBanner) => PLACES[banner.bannerType]} />
        <FunctionField label="Order" source="sortOrder" render={(banner: AdminBanner) => banner.sortOrder} />
        <FunctionField label="Shown (Kolkata time)" source="startsAt" render={windowText} />
        <FunctionField label="Where" sortable={false} render={(banner: AdminBanner) => <WhereShown banner={banner} />} />
        <FunctionField label="Languages" sortable={false} render={(banner: AdminBanner) => <LanguageChip hindi={banner.hiTitle !== null} />} />
        <FunctionField label="Now" source="state" render={(banner: AdminBanner) => <StateChip state={banner.state} />} />
      </Datagrid>
    </List>
  );
}

/** The outlets' areas (their towns), to show a banner in all of one. */
function useAreas() {
  const outlets = useGetList<AdminOutlet>('outlets', { pagination: { page: 1, perPage: 500 } }).data ?? [];
  return [...new Set(outlets.map((outlet) => outlet.area))].sort().map((area) => ({ id: area, name: area }));
}

function BannerFields() {
  const { permissions } = usePermissions<StaffRole>();
  const areas = useAreas();
  const manager = permissions === 'manager';
  return (
    <>
      <Heading>Words and pictures</Heading>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 3, width: '100%' }}>
        <Box>
          <TextInput source="title" label="Title (English)" validate={required()} fullWidth helperText="Read out to screen readers; the words diners see are drawn in the picture" />
          <ContentPicture source="imageUrl" label="English picture" aspectRatio="12 / 5" hint="A JPEG or PNG of up to 2 MB, 1200 × 500 or larger: stored at most 1200 wide." />
        </Box>
        <Box lang="hi">
          <TextInput source="hiTitle" label="Title (Hindi)" fullWidth helperText="Leave empty (and no Hindi picture): Hindi readers see the English" />
          <ContentPicture source="hiImageUrl" label="Hindi picture" aspectRatio="12 / 5" hint="The same banner drawn with Hindi words." />
        </Box>
      </Box>
      <Heading>What a tap opens</Heading>
      <SliderActionInput />
      <Heading>Where and when (Kolkata time)</Heading>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr 1fr', columnGap: 2, width: '100%' }}>
        <SelectInput source="bannerType" label="Place" choices={PLACE_CHOICES} validate={required()} />
        <NumberInput source="sortOrder" label="Order" helperText="Smaller first" validate={required()} min={0} />
        <MomentInput source="startsAt" label="Shown from" helperText="Empty: at once" />
        <MomentInput source="endsAt" label="Until" helperText="Empty: until removed" />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, width: '100%' }}>
        <ReferenceArrayInput source="outletIds" reference="outlets" sort={{ field: 'title', order: 'ASC' }} perPage={500}>
          <AutocompleteArrayInput
            label="Only near these outlets"
            optionText="title"
            helperText={manager ? 'One or more of your outlets' : 'Empty, with no areas: every outlet'}
            validate={manager ? required('Choose one or more of your outlets') : undefined}
          />
        </ReferenceArrayInput>
        {!manager && <AutocompleteArrayInput source="areas" label="Or in all of these areas" choices={areas} helperText="The outlets’ towns" />}
      </Box>
    </>
  );
}

/** Dates are checked here as the server does (it has the last word): an end after the start. */
const checkWindow = (values: Record<string, unknown>) => {
  const { startsAt, endsAt } = values as { startsAt: number | null; endsAt: number | null };
  return startsAt != null && endsAt != null && endsAt <= startsAt ? { endsAt: 'The end must come after the start' } : {};
};

export function BannerEdit() {
  const notify = useNotify();
  return (
    <Edit
      title="Banner"
      mutationMode="pessimistic"
      redirect="list"
      queryOptions={{ onError: (error: unknown) => notify(messageOf(error), { type: 'error' }) }}
      mutationOptions={{ onSuccess: () => notify('Saved. Diners see it in its window.', { type: 'success' }) }}
      error={<Refused />}
      actions={
        <TopToolbar>
          <DeleteButton mutationMode="pessimistic" label="Remove" confirmTitle="Remove this banner?" confirmContent="Diners no longer see it." />
        </TopToolbar>
      }
    >
      <VersionedForm validate={checkWindow}>
        <BannerFields />
      </VersionedForm>
    </Edit>
  );
}

const NEW_BANNER = { bannerType: 'DashboardTop', sortOrder: 0, sliderAction: 'HomeDelivery', startsAt: null, endsAt: null, outletIds: [], areas: [], hiTitle: null, hiImageUrl: null };

export function BannerCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="New banner"
      mutationOptions={{
        onSuccess: (banner: AdminBanner) => {
          notify(banner.state === 'showing' ? 'Saved. Diners see it now.' : 'Saved. Diners see it from its start.', { type: 'success' });
          redirect('list', 'banners');
        },
      }}
    >
      <SimpleForm defaultValues={NEW_BANNER} validate={checkWindow} sx={{ maxWidth: 960 }}>
        <BannerFields />
      </SimpleForm>
    </Create>
  );
}
