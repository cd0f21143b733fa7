/**
 * The lint rule that keeps every call one endpoint value (eslint/endpoint-values.js): a hand-typed
 * apiGet<…>/apiPost<…> and an inline z.object( in a route file are refused in every file.
 */
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import { endpointValues } from '../../eslint/endpoint-values.js';

// RuleTester runs its cases with the test framework's globals, which vitest does not set.
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const root = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(root, file);

tester.run('endpoint-values', endpointValues, {
  valid: [
    { code: "call(listShops, q); apiGet('/index/ping');", filename: at('src/api/shops.ts') },
    { code: "defineRoute(addShop, { access: 'user', handler });", filename: at('server/modules/shops/routes.ts') },
    // Schemas are declared in the contract, and a service may build one.
    { code: 'const A = z.object({ id: z.number() });', filename: at('src/domain/shops/contract.ts') },
    { code: 'const A = z.object({ id: z.number() });', filename: at('server/modules/shops/service.ts') },
  ],
  invalid: [
    { code: "apiGet<Shop[]>('/shop_mgmt/index');", filename: at('src/api/shops.ts'), errors: 1 },
    { code: "http.apiPost<{ id: number }>('/shop_mgmt/add', v);", filename: at('src/features/shops/shops-page.tsx'), errors: 1 },
    { code: "shopRoute({ body: z.object({ id: z.number() }) });", filename: at('server/modules/shops/routes.ts'), errors: 1 },
    { code: 'const B = z.object({});', filename: at('server/modules/catalogue/routes-deep.ts'), errors: 1 },
    { code: "apiGet<StaffPage>('/staff_mgmt/index');", filename: at('src/api/staff.ts'), errors: 1 },
    { code: "apiGet<Styles>('/fast_order/common_style_list');", filename: at('src/ordering/api/common-styles.ts'), errors: 1 },
    { code: "defineRoute({ query: z.object({ lang: z.string() }) });", filename: at('server/modules/fast-order/routes.ts'), errors: 1 },
  ],
});
