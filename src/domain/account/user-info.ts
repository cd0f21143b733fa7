/** The `user_info` object of spec 1 §3 as the API sends it: money in yuan, no secrets. */
export type UserInfo = {
  id: number;
  user_type: number;
  role_id: number;
  truename: string;
  username: string;
  mobilephone: string;
  shop_name: string;
  company_name: string;
  address: string;
  /** Balance in yuan with two decimals, e.g. "50000.00". */
  money: string;
  headimg: string;
  /** Whether a payment password is set. */
  pay_password: boolean;
};

/** A module as spec 1 §3 describes it. */
export type ModuleInfo = { id: string; path: string; name: string; nameEn: string; imgUrl: string; backendCode: string };

export type ModuleListResult = { list: ModuleInfo[]; role_modules: ModuleInfo[] };
