/** The module's call paths, apart from its schemas and endpoint values: the contract and the endpoints both name them. */
const BASE = '/group_buy';
export const GROUP_PATHS = {
  /** The products and codes a group order picks from (the catalogue's and the seller's own). */
  products: `${BASE}/products`,
  styleSearch: `${BASE}/style_search`,
  styleTechs: `${BASE}/style_techs`,
  addNewStyle: `${BASE}/add_new_style`,
  list: `${BASE}/index`,
  detail: `${BASE}/detail`,
  save: `${BASE}/save`,
  submit: `${BASE}/submit`,
  review: `${BASE}/review`,
  assign: `${BASE}/assign`,
  people: `${BASE}/people`,
  sizes: `${BASE}/sizes`,
  confirmSizes: `${BASE}/confirm_sizes`,
  addOrder: `${BASE}/add_order`,
  /** The group order a cart order came from (its order detail shows the stages). */
  byOrder: `${BASE}/by_order`,
  /** A failed group call as the screen met it (spec 2 §7: reported with a label), for the server's log. */
  reportError: `${BASE}/report_error`,
} as const;
