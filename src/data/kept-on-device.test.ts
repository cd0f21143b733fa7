import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/ui/i18n';
import { keptOnDevice } from './kept-on-device';

const said = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock('@/ui/notify', () => ({ notify: said }));

beforeAll(() => i18n.init('zh', { common: { sync: { notKept: '未能保存到本设备' } } }, () => Promise.resolve({})));

describe('a write of what the user entered to the device', () => {
  it('answers what the write answered, and says nothing', async () => {
    expect(await keptOnDevice(async () => 'm1')).toBe('m1');
    expect(await keptOnDevice(async () => undefined)).toBeUndefined();
    expect(said.error).not.toHaveBeenCalled();
  });

  it('says a refusal in the reader’s language and answers null', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await keptOnDevice(() => Promise.reject(new DOMException('full', 'QuotaExceededError')))).toBeNull();
    expect(said.error).toHaveBeenCalledWith('未能保存到本设备');
    quiet.mockRestore();
  });
});
