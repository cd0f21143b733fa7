import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ModuleCode } from '@/domain/modules';
import { moduleRoute } from './module-route';
import type { SessionUser } from './session';

const user = (modules: readonly ModuleCode[]): SessionUser => ({ id: 1, user_type: 1, role_id: 1, parent_id: null, login_id: 1, mobilephone: '13800000001', modules });

describe('moduleRoute', () => {
  const route = moduleRoute('customer_mgmt')({
    method: 'POST',
    path: '/test/run',
    summary: 'test',
    access: 'user',
    idempotent: true,
    body: z.object({ n: z.number() }),
    handler: async ({ body }) => body.n,
    handleRun: async ({ bodies }) => bodies.map((b) => b.n),
  });
  const allows = (modules: readonly ModuleCode[]) => (route.allow ?? []).every((rule) => rule(user(modules)));

  it('carries the module as a rule of who may call the route, which its dispatch checks before handler and handleRun alike', () => {
    expect(allows(['customer_mgmt'])).toBe(true);
    expect(allows(['fast_order'])).toBe(false);
  });
});
