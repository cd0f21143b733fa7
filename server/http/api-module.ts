/**
 * A server module as a Fastify plugin, the way fastify/demo composes its routes: each module's
 * routes register in their own encapsulated context, after the shared plugins (server/plugins),
 * so a module can add a hook or decorator without it leaking into another.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerRoutes, type AnyRoute, type RouteDeps } from './route';

export type ApiModule = { name: string; routes: AnyRoute[] };

export type ApiModuleOptions = { deps: RouteDeps };

export function apiModulePlugin(module: ApiModule): FastifyPluginAsync<ApiModuleOptions> {
  const plugin: FastifyPluginAsync<ApiModuleOptions> = async (app, { deps }) => registerRoutes(app, deps, module.routes);
  // Fastify names a plugin after this in its errors and its printPlugins() tree.
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: `api:${module.name}` });
}
