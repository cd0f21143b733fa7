/** The module's call paths, apart from its schemas and endpoint values: the contract and the endpoints both name them. */
const BASE = '/shop_mgmt';
export const SHOP_PATHS = {
  index: `${BASE}/index`,
  add: `${BASE}/add`,
  edit: `${BASE}/edit`,
  lock: `${BASE}/lock`,
  unlock: `${BASE}/unlock`,
  del: `${BASE}/del`,
  children: `${BASE}/child_accounts`,
} as const;
