/**
 * A route of one module of the home catalogue: signed in, and the account's role holds the module
 * (checked before the handler, so every call of the module refuses the same way, with 403).
 */
import type { ZodType } from 'zod';
import { roleModules } from '@/domain/account/user-types';
import type { ModuleCode } from '@/domain/modules';
import { forbidden } from './errors';
import { defineRoute, type RouteDef } from './route';

export function moduleRoute(code: ModuleCode) {
  return <QS extends ZodType | undefined, BS extends ZodType | undefined, R>(def: RouteDef<QS, BS, 'user', R>) =>
    defineRoute({
      ...def,
      handler: (ctx) => {
        if (!roleModules(ctx.user.user_type).includes(code)) throw forbidden();
        return def.handler(ctx);
      },
    });
}
