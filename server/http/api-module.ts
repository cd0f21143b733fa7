/**
 * A server module as a Fastify plugin, the way fastify/demo composes its routes: each module's
 * routes register in their own encapsulated context, after the shared plugins (server/plugins),
 * so a module can add a hook or decorator without it leaking into another.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleCode } from '@/domain/modules';
import { registerRoutes, withAllow, type AnyRoute, type RouteDeps } from './route';
import { isStaffLogin, type SessionUser } from './session';

/**
 * What a staff login needs to call a module's routes (its owner's grant is enforced on
 * every route, not only hidden from its home): one of these modules, or 'never' for what stays
 * the owner's own (the money log, ordering conferences). Left out, a staff login may call it like
 * its owner (sign-in, the profile, the catalogue), and modules behind moduleRoute check the grant
 * route by route.
 */
export type StaffRule = readonly ModuleCode[] | 'never';

export type ApiModule = { name: string; routes: AnyRoute[]; staff?: StaffRule };

export type ApiModuleOptions = { deps: RouteDeps };

export function staffMay(user: SessionUser, rule: StaffRule | undefined): boolean {
  if (rule === undefined || !isStaffLogin(user)) return true;
  return rule !== 'never' && rule.some((m) => user.modules.includes(m));
}

function withStaffRule(route: AnyRoute, rule: StaffRule | undefined): AnyRoute {
  return rule === undefined ? route : withAllow(route, (user) => staffMay(user, rule));
}

export function apiModulePlugin(module: ApiModule): FastifyPluginAsync<ApiModuleOptions> {
  const routes = module.routes.map((r) => withStaffRule(r, module.staff));
  const plugin: FastifyPluginAsync<ApiModuleOptions> = async (app, { deps }) => registerRoutes(app, deps, routes);
  // Fastify names a plugin after this in its errors and its printPlugins() tree.
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: `api:${module.name}` });
}
