/**
 * A route of one module of the home catalogue: signed in, and the login holds the module (its
 * role's, or what a staff login was granted), checked before the handler, so every call of the
 * module refuses the same way, with 403.
 */
import type { ZodType } from 'zod';
import type { ModuleCode } from '@/domain/modules';
import type { Contracted, Schemas } from '@/domain/shared/endpoint';
import { defineRoute, routeOf, withAllow, type AnyRoute, type EndpointRoute, type EndpointRouteDef, type RouteDef } from './route';

export function moduleRoute(code: ModuleCode) {
  function route<S extends Schemas>(e: Contracted<S>, def: EndpointRouteDef<S, 'user'>): EndpointRoute<S, 'user'>;
  function route<QS extends ZodType | undefined, BS extends ZodType | undefined, R>(def: RouteDef<QS, BS, 'user', R>): RouteDef<QS, BS, 'user', R>;
  function route(e: AnyRoute | Contracted, rest?: Omit<AnyRoute, 'method' | 'path'>): AnyRoute {
    const def = rest ? routeOf(e as Contracted, rest) : (e as AnyRoute);
    return defineRoute(withAllow(def, (user) => user.modules.includes(code)));
  }
  return route;
}
