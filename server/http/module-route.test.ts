import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ModuleCode } from '@/domain/modules';
import { ApiError } from './errors';
import { moduleRoute } from './module-route';
import type { RunContext } from './route';
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
  const ctx = (modules: readonly ModuleCode[]) => ({ user: user(modules), bodies: [{ n: 1 }, { n: 2 }] }) as unknown as RunContext<{ n: number }, 'user'>;

  it('applies a run only for a login holding the module; without it each change goes to the handler, which refuses it', async () => {
    expect(await route.handleRun!(ctx(['customer_mgmt']))).toEqual([1, 2]);
    expect(await route.handleRun!(ctx(['fast_order']))).toEqual([]);
    await expect((async () => route.handler({ ...ctx(['fast_order']), body: { n: 1 } } as never))()).rejects.toBeInstanceOf(ApiError);
  });
});
