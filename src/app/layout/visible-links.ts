/** Spec 1 §2/§9: at most 8 module links in the header; how many fit depends on the window width. */
export const MAX_HEADER_LINKS = 8;

const RESERVED_PX = 560; // brand, cart, welcome menu and language switch
const LINK_PX = 112;

export function visibleLinkCount(windowWidth: number, total: number): number {
  const fit = Math.max(0, Math.floor((windowWidth - RESERVED_PX) / LINK_PX));
  const n = Math.min(fit, MAX_HEADER_LINKS, total);
  // "More" takes a slot of its own when anything overflows.
  return n < total && n > 0 ? n - 1 : n;
}
