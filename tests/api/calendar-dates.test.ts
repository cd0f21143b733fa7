import { expect, it } from 'vitest';
import { eachDatabase } from '../support/api';

const SELLER = '13800000001';

/** A day that does not exist is refused as a bad field (400) by every contract that takes a date, never as a 500. */
eachDatabase('calendar dates', (s) => {
  const refused = async (path: string, body: Record<string, unknown>, lang: 'zh' | 'en') => {
    const res = await s().call('POST', path, { token: await s().login(SELLER), body, lang });
    return [res.status, res.body.result?.field, res.body.message];
  };

  it('refuses an impossible conference date, naming the field in either language', async () => {
    for (const day of ['2026-02-30', '0000-00-00', '2026-13-01']) {
      expect(await refused('/ordering_conference/save', { name: '春季订货会', start_date: day, end_date: '2026-12-31' }, 'zh')).toEqual([400, 'start_date', '开始日期：应为存在的日期（年-月-日）']);
      expect(await refused('/ordering_conference/save', { name: '春季订货会', start_date: '2026-12-01', end_date: day }, 'en')).toEqual([400, 'end_date', 'End date: must be a real date (year-month-day)']);
    }
  });

  it('refuses an impossible report day, birthday and order date', async () => {
    expect(await refused('/sales_report/registerReport', { name: '二月', start_date: '2026-02-01', end_date: '2026-02-30' }, 'en')).toEqual([400, 'end_date', 'End date: must be a real date (year-month-day)']);
    const person = { truename: '王芳', gender_id: 2, mobilephone: '13911112222', height: 165, weight: 52, birthday: '1990-02-30', address: '上海市静安区南京西路 1 号' };
    expect(await refused('/customer_mgmt.index/add_client', person, 'zh')).toEqual([400, 'birthday', '生日：应为存在的日期（年-月-日）']);
    expect(await refused('/order_mgmt/reorder', { order_id: 1, delivery_date: '0000-01-01' }, 'en')).toEqual([400, 'delivery_date', 'Delivery date: must be a real date (year-month-day)']);
  });
});
