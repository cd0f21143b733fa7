/** The deep customization's call paths, apart from its schemas (./contract.ts), which the endpoint values (./endpoints.ts) name too. */
export const DEEP_ORDER_PATHS = {
  /** POST the deep payload (idempotent: send an Idempotency-Key). */
  addOrder: '/deep_custom/add_order',
} as const;
