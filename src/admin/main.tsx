/**
 * The head office console (issue 36): react-admin in its own bundle at /admin (vite.admin.config.ts). It runs inside
 * a TanStack router of its own with the browser's history (ra-router-tanstack's embedded mode), so its addresses are
 * real paths (/admin/outlets/3) and an invitation's token can ride in the fragment (/admin/join#t=…).
 */
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserHistory } from '@tanstack/history';
import { RouterProvider, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { Admin, CustomRoutes, Resource, localStorageStore } from 'react-admin';
import { tanStackRouterProvider } from 'ra-router-tanstack';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import DevicesIcon from '@mui/icons-material/DevicesOutlined';
import FingerprintIcon from '@mui/icons-material/FingerprintOutlined';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenuOutlined';
import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import ImportExportIcon from '@mui/icons-material/ImportExportOutlined';
import TableIcon from '@mui/icons-material/TableRestaurantOutlined';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import BarChartIcon from '@mui/icons-material/BarChartOutlined';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import BoltIcon from '@mui/icons-material/BoltOutlined';
import ViewCarouselIcon from '@mui/icons-material/ViewCarouselOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import AddBusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTipOutlined';
import { ADMIN_PATH } from '../api/staffEndpoints';
import { authProvider, SECOND_FACTOR_PATH } from './authProvider';
import { ClosureCreate, ClosureList } from './closures';
import { CouponCreate, CouponEdit, CouponList } from './coupons';
import { DealCreate, DealEdit, DealList, DealSectionCreate, DealSectionEdit, DealSectionList } from './deals';
import { EventCreate, EventEdit, EventList } from './events';
import { CampaignCreate, CampaignEdit, CampaignList } from './campaigns';
import { dataProvider } from './dataProvider';
import { CustomerDataScreen } from './customerData';
import { DishCreate, DishEdit, DishList } from './dishes';
import { AuditList } from './audit';
import { BannerCreate, BannerEdit, BannerList } from './banners';
import { PageEdit, PageList } from './pages';
import { UpcomingCreate, UpcomingEdit, UpcomingList } from './upcoming';
import { Join } from './Join';
import { MenuImportPage } from './menuImport';
import { OrderList, OrderShow } from './orders';
import { TakingsList } from './takings';
import { GstScreen } from './gst';
import { DayCloseScreen } from './dayClose';
import { RefundsScreen } from './refunds';
import MoneyBackIcon from '@mui/icons-material/CurrencyExchangeOutlined';
import { OutletCreate, OutletEdit, OutletList } from './outlets';
import { OutletKeysScreen } from './outletKeys';
import { PasskeyList } from './passkeys';
import { SecondFactor } from './SecondFactor';
import { SessionList } from './sessions';
import { SignIn } from './SignIn';
import { QrSheet, TablesScreen } from './tables';
import { InviteCreate, StaffList } from './staff';
import { theme } from './theme';
import { SectionEdit, SectionList, SubSectionEdit } from './sections';
import { TranslationsScreen } from './translations';
import ViewListIcon from '@mui/icons-material/ViewListOutlined';
import TranslateIcon from '@mui/icons-material/TranslateOutlined';

const { Route } = tanStackRouterProvider;

// Read by owners, support, finance and managers (the server scopes a manager's to their outlets); editors have none.
const orders = <Resource key="orders" name="orders" options={{ label: 'Orders' }} list={OrderList} show={OrderShow} icon={ReceiptIcon} />;
// Owners, finance (who land on it) and managers (their outlets).
// A customer's data on request (DPDP Act 2023): support and owners (the server refuses everyone else).
const customerData = <Resource key="customer-data" name="customer-data" options={{ label: 'Customer data' }} list={CustomerDataScreen} icon={PrivacyTipIcon} />;
const takings = <Resource key="takings" name="takings" options={{ label: 'Takings' }} list={TakingsList} icon={PaymentsIcon} />;
// The same people's reports; the charts load only when the screen opens.
const ReportsScreen = lazy(() => import('./reports'));
const reports = <Resource key="reports" name="reports" options={{ label: 'Reports' }} list={() => <Suspense fallback={null}><ReportsScreen /></Suspense>} icon={BarChartIcon} />;
// The day's close: owners and managers close (managers their outlets), finance reads every outlet's.
const dayClose = <Resource key="day-close" name="day-close" options={{ label: 'Day close' }} list={DayCloseScreen} icon={PaymentsIcon} />;
// The month's GST summary: owners and finance (a GSTIN covers every outlet of its state).
const gst = <Resource key="gst" name="gst" options={{ label: 'GST summary' }} list={GstScreen} icon={ReceiptIcon} />;

function Console() {
  return (
    <Admin
      basename={ADMIN_PATH}
      routerProvider={tanStackRouterProvider}
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={SignIn}
      theme={theme}
      title="Gold Leaf · Head office"
      requireAuth
      disableTelemetry
      store={localStorageStore(undefined, 'gold-leaf-console')}
    >
      {(role: string | null) => [
        // Support and finance land on the orders, their work; everyone else on the outlets.
        ...(role === 'support' ? [orders] : role === 'finance' ? [takings, reports, orders, dayClose, gst] : []),
        <Resource key="outlets" name="outlets" options={{ label: 'Outlets' }} list={OutletList} edit={OutletEdit} create={role === 'owner' || role === 'editor' ? OutletCreate : undefined} icon={StorefrontIcon} recordRepresentation="title" />,
        role === 'owner' || role === 'editor' ? (
          <Resource key="dishes" name="dishes" options={{ label: 'Dishes' }} list={DishList} edit={DishEdit} create={DishCreate} icon={RestaurantMenuIcon} recordRepresentation="title" />
        ) : (
          <Resource key="dishes" name="dishes" options={{ label: 'Dishes' }} list={DishList} icon={RestaurantMenuIcon} recordRepresentation="title" />
        ),
        <Resource key="sections" name="sections" recordRepresentation="title" {...(role === 'owner' || role === 'editor' ? { list: SectionList, edit: SectionEdit, icon: ViewListIcon, options: { label: 'Menu sections' } } : {})} />,
        <Resource key="sub-sections" name="sub-sections" recordRepresentation="title" edit={role === 'owner' || role === 'editor' ? SubSectionEdit : undefined} />,
        ...(role === 'owner' || role === 'editor' ? [<Resource key="translations" name="translations" options={{ label: 'Hindi' }} list={TranslationsScreen} icon={TranslateIcon} />] : []),
        // Everyone may export their outlets; importing is the server's to refuse (a manager reads its words).
        <Resource key="menu-files" name="menu-files" options={{ label: 'Import and export' }} list={MenuImportPage} icon={ImportExportIcon} />,
        // Offers: owners, editors and managers (their outlets'; the sections are the chain's, for owners and editors).
        ...(role === 'owner' || role === 'editor' || role === 'manager'
          ? [
              <Resource key="coupons" name="coupons" options={{ label: 'Coupons' }} list={CouponList} edit={CouponEdit} create={CouponCreate} icon={LocalOfferIcon} recordRepresentation="code" />,
              <Resource key="events" name="events" options={{ label: 'Events' }} list={EventList} edit={EventEdit} create={EventCreate} icon={EventIcon} recordRepresentation="title" />,
              <Resource key="deals" name="deals" options={{ label: 'Steal deals' }} list={DealList} edit={DealEdit} create={DealCreate} icon={BoltIcon} recordRepresentation="title" />,
              role === 'manager' ? (
                <Resource key="deal-sections" name="deal-sections" recordRepresentation="title" />
              ) : (
                <Resource key="deal-sections" name="deal-sections" options={{ label: 'Deal sections' }} list={DealSectionList} edit={DealSectionEdit} create={DealSectionCreate} recordRepresentation="title" />
              ),
            ]
          : []),
        ...(role === 'owner' || role === 'editor' ? [<Resource key="campaigns" name="campaigns" options={{ label: 'Campaigns' }} list={CampaignList} create={CampaignCreate} edit={CampaignEdit} icon={CampaignIcon} />] : []),
        // What diners read. Banners for owners, editors and (their outlets') managers; pages for owners and editors.
        ...(role === 'owner' || role === 'editor' || role === 'manager' ? [<Resource key="banners" name="banners" options={{ label: 'Banners' }} list={BannerList} edit={BannerEdit} create={BannerCreate} icon={ViewCarouselIcon} recordRepresentation="title" />] : []),
        ...(role === 'owner' || role === 'editor'
          ? [
              <Resource key="pages" name="pages" options={{ label: 'Info pages' }} list={PageList} edit={PageEdit} icon={ArticleIcon} recordRepresentation="title" />,
              <Resource key="upcoming-outlets" name="upcoming-outlets" options={{ label: 'Upcoming outlets' }} list={UpcomingList} edit={UpcomingEdit} create={UpcomingCreate} icon={AddBusinessIcon} recordRepresentation="name" />,
            ]
          : []),
        <Resource key="closures" name="closures" options={{ label: 'Closures' }} list={ClosureList} create={role === 'owner' || role === 'manager' ? ClosureCreate : undefined} icon={EventBusyIcon} />,
        // An outlet's tables and keys: its owner's and manager's business (the server refuses everyone else).
        ...(role === 'owner' || role === 'manager'
          ? [
              <Resource key="tables" name="tables" options={{ label: 'Tables' }} list={TablesScreen} icon={TableIcon} />,
              <Resource key="outlet-keys" name="outlet-keys" options={{ label: 'Outlet keys' }} list={OutletKeysScreen} icon={KeyIcon} />,
            ]
          : []),
        // The staff screens for owners only: the server refuses everyone else anyway.
        role === 'owner' ? (
          <Resource key="staff" name="staff" options={{ label: 'Staff' }} list={StaffList} create={InviteCreate} icon={PeopleIcon} recordRepresentation="name" />
        ) : (
          <Resource key="staff" name="staff" recordRepresentation="name" />
        ),
        ...(role === 'owner' || role === 'manager' ? [orders, takings, reports, dayClose] : []),
        ...(role === 'owner' ? [gst] : []),
        ...(role === 'support' || role === 'owner' ? [customerData] : []),
        ...(role === 'owner' || role === 'support' || role === 'finance' ? [<Resource key="refunds" name="refunds" options={{ label: 'Refunds' }} list={RefundsScreen} icon={MoneyBackIcon} />] : []),
        ...(role === 'support' || role === 'finance' ? [] : [<Resource key="audit" name="audit" options={{ label: 'Audit trail' }} list={AuditList} icon={HistoryIcon} />]),
        <Resource key="sessions" name="sessions" options={{ label: 'My sessions' }} list={SessionList} icon={DevicesIcon} />,
        <Resource key="passkeys" name="passkeys" options={{ label: 'Security' }} list={PasskeyList} icon={FingerprintIcon} recordRepresentation="name" />,
        <CustomRoutes key="bare" noLayout>
          <Route path="/join" element={<Join />} />
          <Route path={SECOND_FACTOR_PATH} element={<SecondFactor />} />
          <Route path="/qr-sheet" element={<QrSheet />} />
        </CustomRoutes>,
      ]}
    </Admin>
  );
}

const root = createRootRoute({ component: Console, notFoundComponent: () => null });
const everything = createRoute({ getParentRoute: () => root, path: '$', component: () => null });
const router = createRouter({ routeTree: root.addChildren([everything]), history: createBrowserHistory() });

createRoot(document.getElementById('console')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
