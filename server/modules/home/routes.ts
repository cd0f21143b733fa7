import { calls as EP } from '@/domain/account/calls';
import { latestExchangeRate } from './exchange-rate';
import { MODULE_BY_CODE, isModuleCode, type ModuleCode } from '@/domain/modules';
import type { SessionUser } from '../../http/session';
import type { Db } from '../../db/database';
import { invalidField } from '../../http/errors';
import { defineRoute } from '../../http/route';

/** Module rows as the spec's Module entity (spec 1 §3). */
function toModules(codes: readonly ModuleCode[]) {
  return codes.map((code) => {
    const m = MODULE_BY_CODE.get(code)!;
    return { id: m.id, path: m.path, name: m.name, nameEn: m.nameEn, imgUrl: `/icons/modules.svg#${m.icon}`, backendCode: code };
  });
}

/** The login's own ordered home list (a staff login's, not its owner's), of what it may use. */
async function moduleList(db: Db, user: SessionUser) {
  const row = await db.selectFrom('users').select('module_codes').where('id', '=', user.login_id).executeTakeFirstOrThrow();
  const allowed = user.modules;
  // A role (or a staff grant) may have lost a module since the list was saved: show only what is still held.
  const mine = (row.module_codes as string[]).filter((c): c is ModuleCode => isModuleCode(c) && allowed.includes(c));
  return { list: toModules(mine), role_modules: toModules(allowed) };
}

export const homeRoutes = [
  defineRoute(EP.exchangeRate, {
    summary: "The business's yuan-per-dollar rate and its day, for showing amounts in dollars in English (null before one is set)",
    access: 'user',
    handler: async ({ db }) => latestExchangeRate(db),
  }),

  defineRoute(EP.moduleList, {
    summary: "The user's modules in their order, and all modules of the role (for the add area)",
    access: 'user',
    handler: ({ db, user }) => moduleList(db, user),
  }),

  defineRoute(EP.editModuleList, {
    summary: "Save the user's ordered module list (backend codes)",
    access: 'user',
    // Spec 1 §2 lets the user remove modules, not all of them: an empty home has no way into
    // any screen but the header, so the last module stays.
    handler: async ({ db, user, body }) => {
      const allowed = user.modules;
      const seen = new Set<string>();
      for (const [i, code] of body.module_names.entries()) {
        if (!isModuleCode(code) || !allowed.includes(code)) {
          throw invalidField(`module_names.${i}`, 'home.module_not_allowed', { code });
        }
        if (seen.has(code)) throw invalidField(`module_names.${i}`, 'home.module_duplicate', { code });
        seen.add(code);
      }
      await db
        .updateTable('users')
        .set({ module_codes: JSON.stringify(body.module_names), updated_at: new Date() })
        .where('id', '=', user.login_id)
        .execute();
      return moduleList(db, user);
    },
  }),
];
