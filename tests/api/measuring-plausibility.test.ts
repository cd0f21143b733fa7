import { expect, it } from 'vitest';
import { eachDatabase } from '../support/api';

const U = '/measuring.measuring_user';

type Warning = { item: number | 'height' | 'weight'; code: string; key: string; message: string; confirmed: boolean };

/** A save of the demo task's suit jacket (items 1-6) and trousers for one person. */
const save = (userId: number, chest: number, midWaist: number, extra: Record<string, unknown> = {}) => ({
  task_id: 1,
  user_id: userId,
  repair_status_id: 0,
  height: 175,
  weight: 72,
  wearing_style: 1,
  size_info: [
    {
      category_id: 1,
      edition_type_id: 1,
      size: '',
      num: 1,
      item: [
        { id: 1, value: 39 },
        { id: 2, value: chest },
        { id: 3, value: midWaist },
        { id: 4, value: 45.5 },
        { id: 5, value: 59.5 },
        { id: 6, value: 32 },
      ],
      special: [],
      special_position_remark: '',
    },
    // Every garment of the task, so the save measures the person.
    { category_id: 2, edition_type_id: 5, size: '175/80A', num: 1, item: [], special: [], special_position_remark: '' },
  ],
  ...extra,
});

eachDatabase('measuring plausibility warnings', (s) => {
  const measurer = () => s().login('13800000004');
  const seller = () => s().login('13800000001');

  async function unmeasured(token: string): Promise<number> {
    const res = await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: 1, isVolume: 1, gender_id: 1, size: 1 } });
    return (res.body.result.list[0] as { id: number }).id;
  }
  const info = async (token: string, userId: number, lang: 'zh' | 'en' = 'zh') =>
    (await s().call('GET', `${U}/get_user_measuring_info`, { token, lang, query: { task_id: 1, user_id: userId } })).body.result as { warnings: Warning[]; reviewed_warnings: string[] };

  it('gives the seeded, plausibly measured people no warning (before this file measures anyone)', async () => {
    const token = await measurer();
    const measured = (await s().call('GET', `${U}/get_task_user_list`, { token, query: { task_id: 1, isVolume: 2, size: 100 } })).body.result.list as { id: number }[];
    expect(measured.length).toBeGreaterThan(0);
    for (const p of measured) expect((await info(token, p.id)).warnings, `person ${p.id}`).toEqual([]);
  });

  it('answers a save and get_user_measuring_info with the warnings, in the reader language, and stores a confirmation the seller sees', async () => {
    const token = await measurer();
    const userId = await unmeasured(token);

    // A plausible body: no warning.
    const plain = await s().call('POST', `${U}/save_user_measuring_info`, { token, lang: 'zh', body: save(userId, 100, 88) });
    expect(plain.body.errcode).toBe(0);
    expect(plain.body.result.warnings).toEqual([]);

    // The mid waist 31 cm over the chest: saved all the same, with its warning.
    const saved = await s().call('POST', `${U}/save_user_measuring_info`, { token, lang: 'zh', body: save(userId, 100, 131) });
    expect(saved.body.errcode).toBe(0);
    expect(saved.body.result.measuring_status_id).toBe(2);
    const warning = (saved.body.result.warnings as Warning[]).find((w) => w.code === 'waist_over_chest')!;
    expect(warning).toMatchObject({ item: 3, message: '中腰比胸围大 31 cm，请复核', confirmed: false });
    expect((await info(token, userId)).warnings).toContainEqual(warning);
    expect((await info(token, userId, 'en')).warnings.find((w) => w.code === 'waist_over_chest')?.message).toBe('Mid waist is 31 cm larger than Chest; please check');

    // 已复核: confirmed once, stored with the person, and shown so to the seller who owns the task.
    const confirmed = await s().call('POST', `${U}/save_user_measuring_info`, { token, lang: 'zh', body: save(userId, 100, 131, { reviewed_warnings: [warning.key] }) });
    expect((confirmed.body.result.warnings as Warning[]).find((w) => w.key === warning.key)?.confirmed).toBe(true);
    expect(confirmed.body.result.reviewed_warnings).toEqual([warning.key]);
    const seen = await info(await seller(), userId);
    expect(seen.warnings.find((w) => w.key === warning.key)?.confirmed).toBe(true);
    expect(seen.reviewed_warnings).toEqual([warning.key]);

    // A save that says nothing of confirmations keeps them.
    await s().call('POST', `${U}/save_user_measuring_info`, { token, body: save(userId, 100, 131) });
    expect((await info(token, userId)).warnings.find((w) => w.key === warning.key)?.confirmed).toBe(true);

    // Another value is another reading: its warning asks again.
    const changed = await s().call('POST', `${U}/save_user_measuring_info`, { token, lang: 'zh', body: save(userId, 100, 135) });
    const again = (changed.body.result.warnings as Warning[]).find((w) => w.code === 'waist_over_chest')!;
    expect(again).toMatchObject({ message: '中腰比胸围大 35 cm，请复核', confirmed: false });
  });

  it('checks on the server what was stored, whatever the device confirmed', async () => {
    const token = await measurer();
    const userId = await unmeasured(token);
    // A confirmation of a warning that does not arise marks nothing, and the warnings are the server's own.
    const res = await s().call('POST', `${U}/save_user_measuring_info`, { token, body: save(userId, 150, 149, { reviewed_warnings: ['item_range:2:999'] }) });
    expect(res.body.errcode).toBe(0);
    const warnings = res.body.result.warnings as Warning[];
    expect(warnings.map((w) => w.code)).toEqual(expect.arrayContaining(['item_range', 'girth_vs_bmi']));
    expect(warnings.every((w) => !w.confirmed)).toBe(true);
    expect(warnings.find((w) => w.code === 'item_range' && w.item === 2)?.message).toBe('Chest 150 cm is outside the usual 74–130 cm; please check');
    // A confirmation longer than any warning's key is refused, naming the field.
    const bad = await s().call('POST', `${U}/save_user_measuring_info`, { token, body: save(userId, 100, 88, { reviewed_warnings: ['x'.repeat(121)] }) });
    expect(bad.body.errcode).toBe(40001);
    expect(bad.body.result.field).toBe('reviewed_warnings.0');
  });
});
