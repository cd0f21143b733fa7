/**
 * Every API module's routes, in one list the app registers. A new module adds one line here.
 */
import type { AnyRoute } from '../http/route';
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

export const API_MODULES: AnyRoute[][] = [authRoutes, accountRoutes, homeRoutes, measuringRoutes, catalogueRoutes, cartRoutes, orderRoutes, ledgerRoutes, factoryRoutes, fastOrderPlacementRoutes];
