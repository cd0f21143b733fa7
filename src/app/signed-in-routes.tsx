/**
 * The routes inside the Mantine shell: every screen but sign-in (spec 1 §2). A module of its own,
 * loaded beside the first screen of a signed-in address (./bootstrap.ts) or on the way out of
 * sign-in (./router.tsx), so /login does not download the table of every other screen and the
 * list of files each of them preloads (some 4 KB gzip).
 * A module that is not built yet opens a "coming soon" page, never a blank one.
 */
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { sessionRead } from './session-read';
import { RequireAuth } from './guards/require-auth';
import { RouteError } from './route-error';
import { RouteLoading } from './route-loading';
import { loadAllNamespaces } from './i18n';
import { firstScreen, type RouteHandle } from './route-kinds';

type Lazy = RouteObject['lazy'];

/** The styles of every screen beyond home (./styles/shell.ts). */
const loadRestStyles = () => import('./styles/rest');

/** A screen's code, and the language's namespaces and the styles beyond home's, before it renders (./i18n). */
const page =
  (load: () => Promise<{ Component: React.ComponentType }>): Lazy =>
  () =>
    Promise.all([load(), loadAllNamespaces(), loadRestStyles()]).then(([m]) => m);

const comingSoon = (titleKey: string): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { titleKey },
  lazy: page(() => import('./coming-soon').then((m) => ({ Component: m.ComingSoonPage }))),
});

/** Measuring screens are tablet-first and full-screen: no header or footer (spec 1 §2). */
const FULL_SCREEN = { chrome: false };

/**
 * What a route asks for before its screen's code (`prepare` in its handle): it opens the device's
 * database and, on a first open of a task, asks for the task's first page of people
 * (features/measuring/api/first-open.ts). The screen never waits for it. It runs twice over:
 * - on a deep link, from bootstrap (./bootstrap.ts), which waits for it before creating the router:
 *   the router asks for the screen's code at once (some 130 files for a task), and a request, a
 *   module or a read of the device made beside those waits behind them (1.3 s on a first open);
 * - on a visit within the app, as the route's loader, which runs while the screen's code downloads.
 * A task prepared moments ago is not asked for again (prepareTask).
 */
const prepareMeasuringDetails = (url: URL): Promise<void> =>
  loadFirstOpen()
    .then((m) => m.prepareTask(Number(url.searchParams.get('id') ?? 0), sessionRead))
    .catch(() => undefined);

/**
 * Imported once: asking the browser for a module again, even one it has, waits behind the screen's
 * code when that is arriving (700 ms on a first open).
 */
let firstOpenCode: Promise<typeof import('@/features/measuring/api/first-open')> | null = null;
const loadFirstOpen = () => (firstOpenCode ??= import('@/features/measuring/api/first-open'));

/** A loader that starts the route's preparation and answers at once. */
const preparing =
  (prepare: (url: URL) => Promise<void>): LoaderFunction =>
  ({ request }) => {
    void prepare(new URL(request.url));
    return null;
  };

const orderDetail = page(() => import('@/features/orders/order-detail-page').then((m) => ({ Component: m.OrderDetailPage })));

const DEEP_STEPS = ['deepCusFabric', 'deepCusDesign', 'deepCusMeasure', 'deepCusOrder'] as const;


export const signedInRoutes: RouteObject[] = [
  {
    path: '/sample-tag/:product_no',
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
    lazy: page(() => import('@/features/ordering-conference/sample-tag-page').then((m) => ({ Component: m.SampleTagPage }))),
  },
  {
    path: '/order-form/:region_code',
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
    lazy: page(() => import('@/features/order-form/order-form-page').then((m) => ({ Component: m.OrderFormPage }))),
  },
  {
    // Signed in, without the app's layout: the sheet is printed as it is shown.
    path: '/production-sheet/:order_num',
    element: <RequireAuth />,
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
    children: [{ index: true, lazy: page(() => import('@/features/orders/production-sheet-page').then((m) => ({ Component: m.ProductionSheetPage }))) }],
  },
  {
    path: '/home',
    element: <RequireAuth />,
    errorElement: <RouteError />,
    HydrateFallback: RouteLoading,
    children: [
      {
        lazy: firstScreen(() => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout }))),
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: firstScreen(() => import('./home/home-page').then((m) => ({ Component: m.HomePage }))) },
          {
            path: 'account-info',
            lazy: page(() => import('@/features/account/account-page').then((m) => ({ Component: m.AccountPage }))),
          },
          {
            path: 'deepCustomization',
            // Lazy, like the steps: the gate reads the draft's progress from Dexie.
            lazy: page(() => import('./guards/deep-step-gate').then((m) => ({ Component: m.DeepStepGate }))),
            children: [
              {
                lazy: page(() => import('@/features/deep-custom/deep-custom-layout').then((m) => ({ Component: m.DeepCustomLayout }))),
                children: [
                  { index: true, lazy: page(() => import('@/features/deep-custom/steps/selection-step').then((m) => ({ Component: m.SelectionStep }))) },
                  { path: DEEP_STEPS[0], lazy: page(() => import('@/features/deep-custom/steps/fabric-step').then((m) => ({ Component: m.FabricStep }))) },
                  { path: DEEP_STEPS[1], lazy: page(() => import('@/features/deep-custom/steps/design-step').then((m) => ({ Component: m.DesignStep }))) },
                  { path: DEEP_STEPS[2], lazy: page(() => import('@/features/deep-custom/steps/measure-step').then((m) => ({ Component: m.MeasureStep }))) },
                  { path: DEEP_STEPS[3], lazy: page(() => import('@/features/deep-custom/steps/order-step').then((m) => ({ Component: m.OrderStep }))) },
                ],
              },
            ],
          },
          { path: 'cart', lazy: page(() => import('@/features/cart/cart-page').then((m) => ({ Component: m.CartPage }))) },
          {
            path: 'fastPurchase',
            lazy: page(() => import('@/features/fast-order/fast-purchase-page').then((m) => ({ Component: m.FastPurchasePage }))),
          },
          { path: 'cart-detail/:id/:order_num', lazy: orderDetail },
          { path: 'orderDetail/:order_num', lazy: orderDetail },
          {
            path: 'employee-measure-table/:id/:order_num',
            lazy: page(() =>
              import('@/features/orders/employee-measure-table-page').then((m) => ({ Component: m.EmployeeMeasureTablePage })),
            ),
          },
          {
            path: 'orderManagement',
            lazy: page(() => import('@/features/orders/order-management-page').then((m) => ({ Component: m.OrderManagementPage }))),
          },
          {
            path: 'capitalChangeNote',
            lazy: page(() => import('@/features/ledger/capital-change-note-page').then((m) => ({ Component: m.CapitalChangeNotePage }))),
          },
          {
            path: 'measuring-tasks',
            handle: FULL_SCREEN,
            lazy: page(() => import('@/features/measuring/measuring-tasks-page').then((m) => ({ Component: m.MeasuringTasksPage }))),
          },
          // The spec's other name for the task list: one page, one address.
          { path: 'body-measurement', element: <Navigate to="/home/measuring-tasks" replace /> },
          {
            path: 'measuringDetails',
            handle: { ...FULL_SCREEN, prepare: prepareMeasuringDetails } satisfies RouteHandle,
            loader: preparing(prepareMeasuringDetails),
            // Another task only: a change of the screen's other parameters asks for no first page.
            shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.searchParams.get('id') !== nextUrl.searchParams.get('id'),
            lazy: page(() => import('@/features/measuring/measuring-details-page').then((m) => ({ Component: m.MeasuringDetailsPage }))),
          },
          {
            path: 'fabricManagement',
            lazy: page(() => import('@/features/customer-fabric/fabric-page').then((m) => ({ Component: m.FabricPage }))),
          },
          {
            path: 'storeManagement',
            lazy: page(() => import('@/features/customer-fabric/warehouse-page').then((m) => ({ Component: m.WarehousePage }))),
          },
          {
            path: 'materialSearch',
            lazy: page(() => import('@/features/customer-fabric/material-search-page').then((m) => ({ Component: m.MaterialSearchPage }))),
          },
          {
            path: 'employeeManagement',
            lazy: page(() => import('@/features/staff/staff-page').then((m) => ({ Component: m.StaffPage }))),
          },
          {
            path: 'shopManagement',
            lazy: page(() => import('@/features/shops/shops-page').then((m) => ({ Component: m.ShopsPage }))),
          },
          {
            path: 'groupPurchase',
            lazy: page(() => import('@/features/group-buy/group-buy-page').then((m) => ({ Component: m.GroupBuyPage }))),
          },
          {
            path: 'groupPurchase/:id',
            lazy: page(() => import('@/features/group-buy/group-order-page').then((m) => ({ Component: m.GroupOrderPage }))),
          },
          {
            path: 'largeGoods',
            lazy: page(() => import('@/features/bulk-goods/bulk-goods-page').then((m) => ({ Component: m.BulkGoodsPage }))),
          },
          {
            path: 'childAccount',
            lazy: page(() => import('@/features/shops/child-accounts-page').then((m) => ({ Component: m.ChildAccountsPage }))),
          },
          {
            path: 'ordering-conference',
            lazy: page(() => import('@/features/ordering-conference/ordering-conference-page').then((m) => ({ Component: m.OrderingConferencePage }))),
          },
          {
            path: 'haute-couture',
            lazy: page(() => import('@/features/haute-couture/haute-couture-page').then((m) => ({ Component: m.HauteCouturePage }))),
          },
          {
            path: 'custom-detail/:id',
            lazy: page(() => import('@/features/haute-couture/custom-detail-page').then((m) => ({ Component: m.CustomDetailPage }))),
          },
          {
            path: 'order-requests',
            lazy: page(() => import('@/features/order-form/order-requests-page').then((m) => ({ Component: m.OrderRequestsPage }))),
          },
          {
            path: 'foreign-custom',
            lazy: page(() => import('@/features/foreign-custom/foreign-custom-page').then((m) => ({ Component: m.ForeignCustomPage }))),
          },
          {
            path: 'sales-report',
            lazy: page(() => import('@/features/sales-report/sales-report-page').then((m) => ({ Component: m.SalesReportPage }))),
          },
          {
            path: 'customManagement',
            lazy: page(() => import('@/features/customers/customers-page').then((m) => ({ Component: m.CustomersPage }))),
          },
          {
            path: 'consumer-details/:consumerId',
            lazy: page(() => import('@/features/customers/consumer-details-page').then((m) => ({ Component: m.ConsumerDetailsPage }))),
          },
          {
            path: 'customDetailB',
            lazy: page(() => import('@/features/customers/company-detail-page').then((m) => ({ Component: m.CompanyDetailPage }))),
          },
          { path: '*', ...comingSoon('nav.notFound') },
        ],
      },
    ],
  },
];
