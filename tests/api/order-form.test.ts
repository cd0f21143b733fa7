import { afterAll, expect, it, vi } from 'vitest';
import { earliestDeliveryDay } from '../../src/domain/shared/delivery-date';
import { eachDatabase } from '../support/api';
import { solvedCaptcha } from '../support/captcha';

// Small challenges, so the many submissions here solve theirs in milliseconds.
vi.stubEnv('CAPTCHA_WORK', '20');
afterAll(() => vi.unstubAllEnvs());

const F = '/order_form';
/** A day counted from today, as the form sends it. */
const day = (fromToday: number) => earliestDeliveryDay(new Date(Date.now() + fromToday * 86_400_000));

eachDatabase('public order form', (s) => {
  /** An anonymous visitor's token and the challenge its browser solved. */
  const visitor = async () => {
    const token = (await s().call<{ token: string }>('GET', '/token/get')).body.result.token;
    return { token, code: await solvedCaptcha(s(), token) };
  };
  /** A submission from a new visitor, with its solved challenge. */
  const submitNew = async (body: Record<string, unknown>, opts: { lang?: 'zh' | 'en'; remoteAddress?: string } = {}) => {
    const { token, code } = await visitor();
    return s().call('POST', `${F}/submit`, { token, body: { ...body, captcha_code: code }, ...opts });
  };
  const formFor = async (token: string) => {
    const info = (await s().call('GET', `${F}/info`, { token, query: { region_code: 'SH01' } })).body.result;
    const c = info.categories.find((x: { editions: unknown[]; body_items: unknown[] }) => x.editions.length && x.body_items.length);
    return {
      info,
      form: {
        fabricSource: 0,
        fabricNum: 'NS1101',
        custCompany: '上海远航贸易',
        contactName: '王经理',
        mobilephone: '13912345678',
        orderDate: day(0),
        deliveryDate: day(20),
        storeName: '静安店',
        measurer: '李师傅',
        trademark: 'dedicated',
        fabricLabel: 'none',
        washLable: ['name', 'composition'],
        categories: [{ category_id: c.id, modeling_id: c.editions[0].id, style: 'outer', size_info: c.body_items.map((b: { id: number; min: number }, i: number) => ({ body_item_id: b.id, net_dimension: b.min + i, alter_value: 1 })) }],
      },
    };
  };

  it('lets a visitor who has not signed in send a form with a captcha, and the seller accept it into the cart once', async () => {
    const { token, code } = await visitor();
    const { info, form } = await formFor(token);
    expect(info.categories[0].body_items.length).toBeLessThanOrEqual(7);
    const sent = await s().call('POST', `${F}/submit`, { token, body: { region_code: 'SH01', captcha_code: code, form }, lang: 'zh' });
    expect(sent.body).toMatchObject({ errcode: 0, message: '订货单已提交，商家会尽快处理' });
    const seller = await s().login('13800000001');
    const list = (await s().call('GET', `${F}/requests`, { token: seller, query: { status: 1 } })).body.result;
    const request = list.list.find((r: { id: number }) => r.id === sent.body.result.id);
    expect(request).toMatchObject({ status: 1, form: { custCompany: '上海远航贸易', trademark: 'dedicated' } });
    await s().call('POST', `${F}/edit_request`, { token: seller, body: { id: request.id, fabricSource: 0, fabricNum: 'NS1101', custCompany: '上海远航贸易有限公司', deliveryDate: day(22), remark: '加急' } });
    const accepted = await s().call('POST', `${F}/accept`, { token: seller, body: { id: request.id }, headers: { 'idempotency-key': 'accept-once-1' } });
    expect(accepted.body).toMatchObject({ errcode: 0, result: { id: request.id } });
    const again = await s().call('POST', `${F}/accept`, { token: seller, body: { id: request.id } });
    expect(again.status).toBe(409);
    const cart = (await s().call('GET', '/common.cart/cart_list', { token: seller, query: { size: 100 } })).body.result.list;
    // The order keeps who to call: the form's contact and phone.
    expect(cart.find((o: { id: number }) => o.id === accepted.body.result.order_id)).toMatchObject({ order_type_id: 1, user_company_name: '上海远航贸易有限公司', user_name: '王经理', user_mobilephone: '13912345678' });
    const detail = await s().call('GET', '/order_mgmt/order_detail', { token: seller, query: { order_id: accepted.body.result.order_id } });
    expect(detail.body.result.detail_info[0].size_info[0].size_data[0]).toMatchObject({ body_item_net_value: info.categories[0].body_items[0].min, body_item_diff_value: 1 });
  });

  it('refuses a wrong captcha, a category twice, missing labels and a bad date in words, and limits an address', async () => {
    const { token, code } = await visitor();
    const { form } = await formFor(token);
    const wrong = await s().call('POST', `${F}/submit`, { token, body: { region_code: 'SH01', captcha_code: 'NOPE', form }, lang: 'zh' });
    expect(wrong.body).toMatchObject({ errcode: 40001, message: '安全验证未通过，正在重新验证，请稍后再提交', result: { field: 'captcha_code' } });
    // The challenge is spent by a wrong try: its solution no longer works.
    expect((await s().call('POST', `${F}/submit`, { token, body: { region_code: 'SH01', captcha_code: code, form } })).body.result.field).toBe('captcha_code');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ categories: [form.categories[0], form.categories[0]] }, 'form.categories', '品类已存在'],
      [{ washLable: [] }, 'form.washLable', '请选择洗水唛'],
      [{ fabricNum: '' }, 'form.fabricNum', '请输入面料号'],
      [{ orderDate: '' }, 'form.orderDate', '请选择日期'],
      [{ categories: [{ ...form.categories[0], category_id: 99999 }] }, 'form.categories.0.category_id', '品类不存在'],
    ];
    for (const [change, field, words] of cases) {
      const res = await submitNew({ region_code: 'SH01', form: { ...form, ...change } }, { lang: 'zh' });
      expect(res.body.result?.field, field).toBe(field);
      expect(res.body.message).toContain(words);
    }
    expect((await s().call('GET', `${F}/info`, { token, query: { region_code: 'NOWHERE' } })).status).toBe(404);
    // 20 forms an hour per address; the 21st waits.
    const remoteAddress = '10.9.8.7';
    for (let i = 0; i < 20; i++) {
      expect((await submitNew({ region_code: 'SH01', form }, { remoteAddress })).body.errcode).toBe(0);
    }
    expect((await submitNew({ region_code: 'SH01', form }, { remoteAddress })).status).toBe(429);
  });

  it('asks for a contact and a mobile phone, every net size the category requires within its range, and a delivery day not past', async () => {
    const { token } = await visitor();
    const { info, form } = await formFor(token);
    const c = info.categories.find((x: { id: number }) => x.id === form.categories[0]!.category_id);
    // The form asks for the items the category requires, each with its range.
    expect(c.body_items.filter((b: { required: boolean }) => b.required).length).toBeGreaterThan(1);
    expect(c.body_items[0]).toMatchObject({ required: true, min: expect.any(Number), max: expect.any(Number) });
    const required = c.body_items.find((b: { required: boolean }) => b.required);
    const sizes = form.categories[0]!.size_info;
    const cases: [Record<string, unknown>, string, string, 'zh' | 'en'][] = [
      [{ contactName: ' ' }, 'form.contactName', '请填写联系人', 'zh'],
      [{ mobilephone: '' }, 'form.mobilephone', '请填写手机号', 'zh'],
      [{ mobilephone: '1391234567' }, 'form.mobilephone', 'Mobile phone: please enter a valid mobile number', 'en'],
      [{ mobilephone: '23912345678' }, 'form.mobilephone', '手机号：请正确填写手机号', 'zh'],
      [{ deliveryDate: day(-1) }, 'form.deliveryDate', '交货日期不能早于今天', 'zh'],
      // One net size is not an order: every required item of the category is asked for, by name.
      [{ categories: [{ ...form.categories[0], size_info: [sizes[0]] }] }, 'form.categories.0.size_info', `请填写${c.body_items[1].name}的净体尺寸`, 'zh'],
      [{ categories: [{ ...form.categories[0], size_info: sizes.filter((x: { body_item_id: number }) => x.body_item_id !== required.id) }] }, 'form.categories.0.size_info', `Please enter the net size of ${required.name_en}`, 'en'],
      [{ categories: [{ ...form.categories[0], size_info: sizes.map((x: { body_item_id: number }, i: number) => (i === 0 ? { ...x, net_dimension: required.max + 1 } : x)) }] }, 'form.categories.0.size_info.0.net_dimension', `${required.name}的净体尺寸应在 ${required.min}–${required.max} 之间`, 'zh'],
    ];
    for (const [change, field, words, lang] of cases) {
      const res = await submitNew({ region_code: 'SH01', form: { ...form, ...change } }, { lang });
      expect(res.body.result?.field, field).toBe(field);
      expect(res.body.message, field).toBe(words);
    }
    // Today is a delivery day; the seller cannot move a request's delivery into the past either.
    const sent = await submitNew({ region_code: 'SH01', form: { ...form, deliveryDate: day(0) } });
    expect(sent.body.errcode).toBe(0);
    const seller = await s().login('13800000001');
    const past = await s().call('POST', `${F}/edit_request`, { token: seller, body: { id: sent.body.result.id, fabricSource: 0, fabricNum: 'NS1101', deliveryDate: day(-3) }, lang: 'en' });
    expect(past.body).toMatchObject({ errcode: 40001, message: 'The delivery date cannot be before today', result: { field: 'deliveryDate' } });
  });

  it("keeps a seller's requests to that seller, and declines with a reason", async () => {
    const { token, code } = await visitor();
    const { form } = await formFor(token);
    const id = (await s().call('POST', `${F}/submit`, { token, body: { region_code: 'SH01', captcha_code: code, form } })).body.result.id;
    const shop = await s().login('13800000002');
    expect((await s().call('POST', `${F}/accept`, { token: shop, body: { id } })).status).toBe(404);
    expect((await s().call('POST', `${F}/decline`, { token: shop, body: { id, reason: 'x' } })).status).toBe(404);
    expect((await s().call('GET', `${F}/requests`, { token: shop })).body.result.list.some((r: { id: number }) => r.id === id)).toBe(false);
    const seller = await s().login('13800000001');
    const noReason = await s().call('POST', `${F}/decline`, { token: seller, body: { id, reason: ' ' }, lang: 'zh' });
    expect(noReason.body.message).toBe('请输入拒绝原因');
    expect((await s().call('POST', `${F}/decline`, { token: seller, body: { id, reason: '面料缺货' } })).body.errcode).toBe(0);
    expect((await s().call('POST', `${F}/accept`, { token: seller, body: { id } })).status).toBe(409);
  });
});
