/** The fast order's call paths, apart from its schemas (./payload.ts), which the endpoint values (./endpoints.ts) name too. */
/** Endpoints under /order_admin (spec 2 §7 "Fast order"). */
export const FAST_ORDER_PATHS = {
  /** POST the fast payload (idempotent: send an Idempotency-Key). */
  addOrder: '/fast_order/add_order',
  /** POST a team payload with uploadType 1 and size_template (the import path); same answer as addOrder. */
  uploadOrder: '/fast_order/upload_order',
  /** POST multipart, field templateFile: checks and parses a filled template; returns size_template and the staff. */
  uploadTemplate: '/fast_order/upload_template',
  /** GET: result.url is where the template can be downloaded. */
  templateLink: '/fast_order/template_link',
  /** GET: the template .xlsx itself. */
  templateFile: '/fast_order/template_file',
} as const;
