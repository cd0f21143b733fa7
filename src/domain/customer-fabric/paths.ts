/** The module's call paths, apart from its schemas and endpoint values: the contract and the endpoints both name them. */
const BASE = '/customer_fabric_mgmt';
export const FABRIC_PATHS = {
  index: `${BASE}/index`,
  add: `${BASE}/add`,
  detail: `${BASE}/detail`,
  del: `${BASE}/del`,
  byCode: `${BASE}/by_code`,
  receive: `${BASE}/receive`,
  giveBack: `${BASE}/return`,
  materialSearch: `${BASE}/material_search`,
  usable: `${BASE}/usable`,
} as const;
