/** The module's call paths, apart from its schemas and endpoint values: the contract and the endpoints both name them. */
const BASE = '/ordering_conference';
export const CONFERENCE_PATHS = {
  list: `${BASE}/list`,
  save: `${BASE}/save`,
  detail: `${BASE}/detail`,
  addSample: `${BASE}/add_sample`,
  removeSample: `${BASE}/remove_sample`,
  invite: `${BASE}/invite`,
  uninvite: `${BASE}/uninvite`,
  tag: `${BASE}/sample_tag`,
  order: `${BASE}/order`,
  close: `${BASE}/close`,
} as const;
