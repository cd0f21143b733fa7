/** The portal page a sample's printed QR code opens (spec 1 §2's /sample-tag/:product_no), with the key naming its conference. */
export const tagPath = (productNo: string, tagKey: string) => `/sample-tag/${encodeURIComponent(productNo)}?tag=${encodeURIComponent(tagKey)}`;
