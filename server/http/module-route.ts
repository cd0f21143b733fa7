/**
 * A route of one module of the home catalogue: signed in, and the login holds the module (its
 * role's, or what a staff login was granted), checked before the handler, so every call of the
 * module refuses the same way, with 403.
 */
import type { ZodType } from 'zod';
import type { ModuleCode } from '@/domain/modules';
import { forbidden } from './errors';
import { defineRoute, type RouteDef } from './route';

export function moduleRoute(code: ModuleCode) {
  return <QS extends ZodType | undefined, BS extends ZodType | undefined, R>(def: RouteDef<QS, BS, 'user', R>) => {
    const { handleRun } = def;
    return defineRoute<QS, BS, 'user', R>({
      ...def,
      handler: (ctx) => {
        if (!ctx.user.modules.includes(code)) throw forbidden();
        return def.handler(ctx);
      },
      // A login without the module applies no run: each change then goes to the handler, which refuses it.
      ...(handleRun ? { handleRun: async (ctx) => (ctx.user.modules.includes(code) ? handleRun(ctx) : []) } : {}),
    });
  };
}
