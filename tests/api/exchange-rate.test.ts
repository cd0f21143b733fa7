import { expect, it } from 'vitest';
import { setExchangeRate } from '../../server/modules/home/exchange-rate';
import { eachDatabase } from '../support/api';

type Rate = { currency: string; cny_per_usd: string; date: string } | null;

eachDatabase('the exchange rate', (s) => {
  it('answers signed-in users the latest rate by day with its day, the seed giving a demo one', async () => {
    const token = await s().login('13800000001');
    const seeded = await s().call<Rate>('GET', '/common.index/exchange_rate', { token });
    expect(seeded.body.result).toEqual({ currency: 'USD', cny_per_usd: '7.120000', date: new Date().toISOString().slice(0, 10) });
    // A rate for an earlier day does not replace a later one; a later day does.
    await setExchangeRate(s().db, '6.9', '2020-01-02');
    expect((await s().call<Rate>('GET', '/common.index/exchange_rate', { token })).body.result!.cny_per_usd).toBe('7.120000');
    await setExchangeRate(s().db, '7.254321', '2099-12-31');
    expect((await s().call<Rate>('GET', '/common.index/exchange_rate', { token })).body.result).toEqual({ currency: 'USD', cny_per_usd: '7.254321', date: '2099-12-31' });
    expect((await s().call('GET', '/common.index/exchange_rate')).status).toBe(401);
  });

  it('refuses a rate that is not a positive number or a day that is not one', async () => {
    for (const [rate, day] of [['0', '2026-01-01'], ['-7', '2026-01-01'], ['7.1234567', '2026-01-01'], ['abc', '2026-01-01'], ['7.1', '2026-13-45'], ['7.1', 'today']] as const) {
      await expect(setExchangeRate(s().db, rate, day), `${rate} ${day}`).rejects.toThrow(/^(rate|date): /);
    }
  });
});
