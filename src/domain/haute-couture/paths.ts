/** The module's call paths, apart from its schemas and endpoint values: the contract and the endpoints both name them. */
const BASE = '/haute_couture';
export const HAUTE_COUTURE_PATHS = {
  list: `${BASE}/list`,
  detail: `${BASE}/detail`,
  save: `${BASE}/save`,
  delete: `${BASE}/delete`,
} as const;
