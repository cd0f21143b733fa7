/** The module's call paths, apart from its schemas and endpoint values: the contract and the endpoints both name them. */
const BASE = '/staff_mgmt';
export const STAFF_PATHS = {
  index: `${BASE}/index`,
  add: `${BASE}/add`,
  modify: `${BASE}/modify`,
  enable: `${BASE}/enable`,
  disable: `${BASE}/disable`,
  del: `${BASE}/del`,
} as const;
