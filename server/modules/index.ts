/**
 * Every API module, in the order the app registers them (each as its own plugin, see
 * http/api-module.ts). A new module adds one line here.
 */
import type { ApiModule } from '../http/api-module';
import { ORDERING_MODULES as ORDERING } from '@/domain/modules';
import { accountRoutes } from './account/routes';
import { authRoutes } from './auth/routes';
import { cartRoutes } from './cart/routes';
import { catalogueRoutes } from './catalogue/routes';
import { factoryRoutes } from './factory/routes';
import { fastOrderPlacementRoutes } from './fast-order/routes';
import { ledgerRoutes } from './ledger/routes';
import { orderRoutes } from './orders/routes';
import { homeRoutes } from './home/routes';
import { measuringRoutes } from './measuring/routes';
import { customerRoutes } from './customers/routes';
import { salesReportRoutes } from './sales-report/routes';
import { foreignCustomRoutes } from './foreign-custom/routes';
import { orderFormRoutes } from './order-form/routes';
import { hauteCoutureRoutes } from './haute-couture/routes';
import { orderingConferenceRoutes } from './ordering-conference/routes';
import { customerFabricRoutes } from './customer-fabric/routes';
import { shopRoutes } from './shops/routes';
import { bulkGoodsRoutes } from './bulk-goods/routes';
import { groupBuyRoutes } from './group-buy/routes';
import { staffRoutes } from './staff/routes';
import { deepOrderRoutes } from './deep-custom/routes';

export const API_MODULES: ApiModule[] = [
  { name: 'auth', routes: authRoutes },
  { name: 'account', routes: accountRoutes },
  { name: 'home', routes: homeRoutes },
  { name: 'measuring', routes: measuringRoutes, staff: ['measuring', 'group_buy'] },
  { name: 'catalogue', routes: catalogueRoutes },
  { name: 'cart', routes: cartRoutes, staff: ORDERING },
  { name: 'orders', routes: orderRoutes, staff: ORDERING },
  { name: 'ledger', routes: ledgerRoutes, staff: 'never' },
  { name: 'factory', routes: factoryRoutes, staff: 'never' },
  { name: 'fast-order', routes: fastOrderPlacementRoutes, staff: ['fast_order'] },
  { name: 'deep-custom', routes: deepOrderRoutes, staff: ['deep_custom'] },
  { name: 'customers', routes: customerRoutes },
  { name: 'sales-report', routes: salesReportRoutes, staff: ['sales_report'] },
  { name: 'foreign-custom', routes: foreignCustomRoutes, staff: ['foreign_custom'] },
  { name: 'order-form', routes: orderFormRoutes, staff: ['deep_custom'] },
  { name: 'haute-couture', routes: hauteCoutureRoutes },
  { name: 'ordering-conference', routes: orderingConferenceRoutes, staff: 'never' },
  { name: 'customer-fabric', routes: customerFabricRoutes },
  // A shop is made with a credit out of the owner's balance: never a staff member's to make.
  { name: 'shops', routes: shopRoutes, staff: 'never' },
  { name: 'bulk-goods', routes: bulkGoodsRoutes },
  { name: 'group-buy', routes: groupBuyRoutes },
  { name: 'staff', routes: staffRoutes },
];
