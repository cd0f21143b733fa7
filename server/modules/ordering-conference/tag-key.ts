/**
 * A printed sample tag names its conference: its QR code opens /sample-tag/<product number>?tag=<key>,
 * where the key is the conference's id signed with the product number (an HMAC under a key kept in
 * DATA_DIR). The public tag page shows that conference's offer only; a product number alone, or a
 * conference id without its signature, shows nothing, so a visitor cannot list every seller's
 * conferences, prices and sizes for a product, nor walk the conference ids.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { secretKey } from '../../http/secret-key';

const signature = (conferenceId: number, productNo: string) =>
  createHmac('sha256', secretKey('sample-tag.key', 'SAMPLE_TAG_KEY')).update(`${conferenceId}:${productNo}`).digest('base64url').slice(0, 22);

/** The tag key printed in a sample's QR code. */
export const sampleTagKey = (conferenceId: number, productNo: string) => `${conferenceId}.${signature(conferenceId, productNo)}`;

/** The conference a tag key names for this product, or null when the key is not one of ours. */
export function conferenceOfTag(key: string | undefined, productNo: string): number | null {
  const parts = /^(\d{1,9})\.([A-Za-z0-9_-]{22})$/.exec(key ?? '');
  if (!parts) return null;
  const id = Number(parts[1]);
  const expected = Buffer.from(signature(id, productNo));
  const given = Buffer.from(parts[2]!);
  return timingSafeEqual(expected, given) ? id : null;
}
