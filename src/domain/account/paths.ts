/**
 * The account's call paths (spec 1 §5), apart from their schemas (./contract.ts) so the sign-in
 * screen can make its calls without downloading zod and the schemas.
 */
export const AUTH_PATHS = { token: '/token/get', ping: '/index/ping', captcha: '/index/getcaptcha', login: '/index/login', logout: '/index/logout' } as const;

export const ACCOUNT_PATHS = {
  profile: '/common.account/index',
  editInfo: '/common.account/edit_info',
  changePassword: '/common.account/change_password',
  changePayPassword: '/common.account/change_pay_password',
  moduleList: '/common.index/module_list',
  editModuleList: '/common.index/edit_module_list',
  exchangeRate: '/common.index/exchange_rate',
} as const;
