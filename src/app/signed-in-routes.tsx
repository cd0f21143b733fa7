/**
 * The routes inside the Mantine shell: every screen but sign-in (spec 1 §2). A module of its own,
 * loaded beside the first screen of a signed-in address (./bootstrap.ts) or on the way out of
 * sign-in (./router.tsx), so /login does not download the table of every other screen and the
 * list of files each of them preloads (some 4 KB gzip).
 * A module that is not built yet opens a "coming soon" page, never a blank one.
 */
import { Navigate, type RouteObject } from 'react-router-dom';
import { sessionRead } from './session-read';
import { RequireAuth } from './guards/require-auth';
import { bounded, RouteBoundary } from './route-error';
import { loadAllNamespaces } from './i18n';
import { firstScreen, lazyRoute, type RouteHandle, type ScreenModule } from './route-kinds';

/** The styles of every screen beyond home (./styles/shell.ts). */
const loadRestStyles = () => import('./styles/rest');

/** A screen's code, and the language's namespaces and the styles beyond home's, before it renders (./i18n). */
const page = (load: () => Promise<ScreenModule>, handle?: RouteHandle) => lazyRoute(() => Promise.all([load(), loadAllNamespaces(), loadRestStyles()]).then(([m]) => m), handle);

/** What only a signed-in user opens, with the route's error screen. */
const signedInOnly = (
  <RouteBoundary>
    <RequireAuth />
  </RouteBoundary>
);

const comingSoon = (titleKey: string) => page(() => import('./coming-soon').then((m) => ({ Component: m.ComingSoonPage })), { titleKey });

/** Measuring screens are tablet-first and full-screen: no header or footer (spec 1 §2). */
const FULL_SCREEN = { chrome: false };

/**
 * What a route asks for before its screen's code (`prepare` in its handle): it opens the device's
 * database and, on a first open of a task, asks for the task's first page of people
 * (features/measuring/api/first-open.ts). The screen never waits for it. It runs twice over:
 * - on a deep link, from bootstrap (./bootstrap.ts), which waits for it before creating the router:
 *   the router asks for the screen's code at once (some 130 files for a task), and a request, a
 *   module or a read of the device made beside those waits behind them (1.3 s on a first open);
 * - on a visit within the app, by the router, while the screen's code downloads (./router.tsx).
 * A task prepared moments ago is not asked for again (prepareTask).
 */
const prepareMeasuringDetails = (url: URL): Promise<void> =>
  loadBeforeScreen()
    .then((m) => m.prepareTaskAt(url, sessionRead))
    .catch(() => undefined);

/**
 * The preparation and the early view, in one module imported once: asking the browser for a module
 * again, even one it has, waits behind the screen's code when that is arriving (700 ms on a first open).
 */
let beforeScreenCode: Promise<typeof import('@/features/measuring/before-screen')> | null = null;
const loadBeforeScreen = () => (beforeScreenCode ??= import('@/features/measuring/before-screen'));

const orderDetail = page(() => import('@/features/orders/order-detail-page').then((m) => ({ Component: m.OrderDetailPage })));

const DEEP_STEPS = ['deepCusFabric', 'deepCusDesign', 'deepCusMeasure', 'deepCusOrder'] as const;


export const signedInRoutes: RouteObject[] = [
  { path: '/sample-tag/:product_no', ...bounded(page(() => import('@/features/ordering-conference/sample-tag-page').then((m) => ({ Component: m.SampleTagPage })))) },
  { path: '/order-form/:region_code', ...bounded(page(() => import('@/features/order-form/order-form-page').then((m) => ({ Component: m.OrderFormPage })))) },
  {
    // Signed in, without the app's layout: the sheet is printed as it is shown.
    path: '/production-sheet/:order_num',
    element: signedInOnly,
    children: [{ index: true, ...page(() => import('@/features/orders/production-sheet-page').then((m) => ({ Component: m.ProductionSheetPage }))) }],
  },
  {
    path: '/home',
    element: signedInOnly,
    children: [
      {
        ...bounded(firstScreen(() => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout })))),
        children: [
          { index: true, ...firstScreen(() => import('./home/home-page').then((m) => ({ Component: m.HomePage }))) },
          {
            path: 'account-info',
            ...page(() => import('@/features/account/account-page').then((m) => ({ Component: m.AccountPage }))),
          },
          {
            path: 'deepCustomization',
            // Lazy, like the steps: the gate reads the draft's progress from Dexie.
            ...page(() => import('./guards/deep-step-gate').then((m) => ({ Component: m.DeepStepGate }))),
            children: [
              {
                ...page(() => import('@/features/deep-custom/deep-custom-layout').then((m) => ({ Component: m.DeepCustomLayout }))),
                children: [
                  { index: true, ...page(() => import('@/features/deep-custom/steps/selection-step').then((m) => ({ Component: m.SelectionStep }))) },
                  { path: DEEP_STEPS[0], ...page(() => import('@/features/deep-custom/steps/fabric-step').then((m) => ({ Component: m.FabricStep }))) },
                  { path: DEEP_STEPS[1], ...page(() => import('@/features/deep-custom/steps/design-step').then((m) => ({ Component: m.DesignStep }))) },
                  { path: DEEP_STEPS[2], ...page(() => import('@/features/deep-custom/steps/measure-step').then((m) => ({ Component: m.MeasureStep }))) },
                  { path: DEEP_STEPS[3], ...page(() => import('@/features/deep-custom/steps/order-step').then((m) => ({ Component: m.OrderStep }))) },
                ],
              },
            ],
          },
          { path: 'cart', ...page(() => import('@/features/cart/cart-page').then((m) => ({ Component: m.CartPage }))) },
          {
            path: 'fastPurchase',
            ...page(() => import('@/features/fast-order/fast-purchase-page').then((m) => ({ Component: m.FastPurchasePage }))),
          },
          { path: 'cart-detail/:id/:order_num', ...orderDetail },
          { path: 'orderDetail/:order_num', ...orderDetail },
          {
            path: 'employee-measure-table/:id/:order_num',
            ...page(() =>
              import('@/features/orders/employee-measure-table-page').then((m) => ({ Component: m.EmployeeMeasureTablePage })),
            ),
          },
          {
            path: 'orderManagement',
            ...page(() => import('@/features/orders/order-management-page').then((m) => ({ Component: m.OrderManagementPage }))),
          },
          {
            path: 'capitalChangeNote',
            ...page(() => import('@/features/ledger/capital-change-note-page').then((m) => ({ Component: m.CapitalChangeNotePage }))),
          },
          {
            path: 'measuring-tasks',
            ...page(() => import('@/features/measuring/measuring-tasks-page').then((m) => ({ Component: m.MeasuringTasksPage })), FULL_SCREEN),
          },
          // The spec's other name for the task list: one page, one address.
          { path: 'body-measurement', element: <Navigate to="/home/measuring-tasks" replace /> },
          {
            path: 'measuringDetails',
            ...page(() => import('@/features/measuring/measuring-details-page').then((m) => ({ Component: m.MeasuringDetailsPage })), {
              ...FULL_SCREEN,
              prepare: prepareMeasuringDetails,
              // A deep link's first page of a task, drawn where the screen draws it while the screen's code comes.
              early: () => loadBeforeScreen().then((m) => m.TaskPreview),
              // Another task only: a change of the screen's other parameters asks for no first page.
              prepareKey: (url) => url.searchParams.get('id') ?? '',
            }),
          },
          {
            path: 'fabricManagement',
            ...page(() => import('@/features/customer-fabric/fabric-page').then((m) => ({ Component: m.FabricPage }))),
          },
          {
            path: 'storeManagement',
            ...page(() => import('@/features/customer-fabric/warehouse-page').then((m) => ({ Component: m.WarehousePage }))),
          },
          {
            path: 'materialSearch',
            ...page(() => import('@/features/customer-fabric/material-search-page').then((m) => ({ Component: m.MaterialSearchPage }))),
          },
          {
            path: 'employeeManagement',
            ...page(() => import('@/features/staff/staff-page').then((m) => ({ Component: m.StaffPage }))),
          },
          {
            path: 'shopManagement',
            ...page(() => import('@/features/shops/shops-page').then((m) => ({ Component: m.ShopsPage }))),
          },
          {
            path: 'groupPurchase',
            ...page(() => import('@/features/group-buy/group-buy-page').then((m) => ({ Component: m.GroupBuyPage }))),
          },
          {
            path: 'groupPurchase/:id',
            ...page(() => import('@/features/group-buy/group-order-page').then((m) => ({ Component: m.GroupOrderPage }))),
          },
          {
            path: 'largeGoods',
            ...page(() => import('@/features/bulk-goods/bulk-goods-page').then((m) => ({ Component: m.BulkGoodsPage }))),
          },
          {
            path: 'childAccount',
            ...page(() => import('@/features/shops/child-accounts-page').then((m) => ({ Component: m.ChildAccountsPage }))),
          },
          {
            path: 'ordering-conference',
            ...page(() => import('@/features/ordering-conference/ordering-conference-page').then((m) => ({ Component: m.OrderingConferencePage }))),
          },
          {
            path: 'haute-couture',
            ...page(() => import('@/features/haute-couture/haute-couture-page').then((m) => ({ Component: m.HauteCouturePage }))),
          },
          {
            path: 'custom-detail/:id',
            ...page(() => import('@/features/haute-couture/custom-detail-page').then((m) => ({ Component: m.CustomDetailPage }))),
          },
          {
            path: 'order-requests',
            ...page(() => import('@/features/order-form/order-requests-page').then((m) => ({ Component: m.OrderRequestsPage }))),
          },
          {
            path: 'foreign-custom',
            ...page(() => import('@/features/foreign-custom/foreign-custom-page').then((m) => ({ Component: m.ForeignCustomPage }))),
          },
          {
            path: 'sales-report',
            ...page(() => import('@/features/sales-report/sales-report-page').then((m) => ({ Component: m.SalesReportPage }))),
          },
          {
            path: 'customManagement',
            ...page(() => import('@/features/customers/customers-page').then((m) => ({ Component: m.CustomersPage }))),
          },
          {
            path: 'consumer-details/:consumerId',
            ...page(() => import('@/features/customers/consumer-details-page').then((m) => ({ Component: m.ConsumerDetailsPage }))),
          },
          {
            path: 'customDetailB',
            ...page(() => import('@/features/customers/company-detail-page').then((m) => ({ Component: m.CompanyDetailPage }))),
          },
          { path: '*', ...comingSoon('nav.notFound') },
        ],
      },
    ],
  },
];
