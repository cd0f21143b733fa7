import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@/domain/account/user-info';
import { profileRows } from './profile-rows';

const base: UserInfo = {
  id: 1,
  user_type: 3,
  role_id: 3,
  truename: 'T',
  username: 'U',
  mobilephone: '13800000001',
  shop_name: 'S',
  company_name: 'C',
  address: 'A',
  money: '0.00',
  headimg: '',
  pay_password: true,
  modules: [],
  staff_of: null,
};

describe('account rows by user type', () => {
  it('type 3 shows name, mobile, shop, username', () => {
    expect(profileRows(base).map((r) => r.labelKey)).toEqual(['rows.name', 'rows.mobile', 'rows.shop', 'rows.username']);
  });
  it('type 4 shows shop, username, contact, mobile, address', () => {
    expect(profileRows({ ...base, user_type: 4 }).map((r) => r.labelKey)).toEqual(['rows.shop', 'rows.username', 'rows.contact', 'rows.mobile', 'rows.address']);
  });
  it('type 2 shows company, contact, mobile, address', () => {
    expect(profileRows({ ...base, user_type: 2 }).map((r) => r.value)).toEqual(['C', 'T', '13800000001', 'A']);
  });
});
