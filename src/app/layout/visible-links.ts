/** Spec 1 §2/§9: at most 8 module links in the header; how many fit depends on the window width. */
export const MAX_HEADER_LINKS = 8;

const RESERVED_PX = 560; // brand, cart, welcome menu and language switch
const LINK_PX = 112;

/** The window widths from which 1, 2, … MAX_HEADER_LINKS links fit. */
export const LINK_WIDTHS: readonly number[] = Array.from({ length: MAX_HEADER_LINKS }, (_, i) => RESERVED_PX + LINK_PX * (i + 1));

/** `fit`: how many of LINK_WIDTHS the window reaches. */
export function visibleLinkCount(fit: number, total: number): number {
  const n = Math.min(fit, total);
  // "More" takes a slot of its own when anything overflows.
  return n < total && n > 0 ? n - 1 : n;
}
