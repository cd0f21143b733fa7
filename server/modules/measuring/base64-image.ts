/**
 * Images sent as base64 text (signatures): `common.index/upload_base64_file`, and the `sign` of
 * `edit_measuring_user_order_info` when it carries the drawn image itself (a change queued
 * offline). One check for both: the bytes must decode as the PNG or JPEG their first bytes name
 * (never the data URL's claimed type), at most 2 MB; the decoded image is stored under a random
 * name and recorded for the user, so that a later order info may only name signatures its own user
 * stored. Answers give the URL signed for the next hour; the database keeps it unsigned.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError, ERRCODE, invalidField } from '../../http/errors';
import { decodeImage, storeUpload, uploadName } from '../../http/uploads';
import './tables';

export const BASE64_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 grows bytes by 4/3; a little slack for a data-URL prefix and line breaks. */


const DATA_URL_PREFIX = /^data:[\w/+.-]+;base64,/;

export function isDataUrl(text: string): boolean {
  return DATA_URL_PREFIX.test(text);
}

/** What one account may upload in a day: a day of a measurer's signatures and a seller's photos is far below both. */
export const UPLOADS_PER_DAY = 500;
export const UPLOAD_BYTES_PER_DAY = 200 * 1024 * 1024;

/**
 * Refuses (429) an account that has stored its day's count or bytes of uploads in the last 24
 * hours, before anything is decoded or written: otherwise one login could fill the disk.
 */
async function checkUploadQuota(db: Db, userId: number): Promise<void> {
  const used = await db
    .selectFrom('base64_uploads')
    .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(bytes), 0)`.as('bytes')])
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(Date.now() - 24 * 3600_000))
    .executeTakeFirstOrThrow();
  if (Number(used.n) >= UPLOADS_PER_DAY) throw new ApiError(ERRCODE.rateLimited, 'measuring:upload_quota_count', { max: UPLOADS_PER_DAY });
  if (Number(used.bytes) >= UPLOAD_BYTES_PER_DAY) throw new ApiError(ERRCODE.rateLimited, 'measuring:upload_quota_bytes', { mb: UPLOAD_BYTES_PER_DAY / 1024 / 1024 });
}

/**
 * Decodes, checks and stores an image; returns its public url. Runs inside the caller's
 * transaction: the record of the upload commits (or rolls back) with the effect that uses it.
 */
export async function storeBase64Image(db: Db, userId: number, text: string, field: string): Promise<{ url: string }> {
  await checkUploadQuota(db, userId);
  const b64 = text.replace(DATA_URL_PREFIX, '');
  if (!/^[A-Za-z0-9+/\s]+=*$/.test(b64)) throw invalidField(field, 'measuring:upload_not_image');
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length > BASE64_IMAGE_MAX_BYTES) throw invalidField(field, 'field.too_big', { max: BASE64_IMAGE_MAX_BYTES });
  const image = await decodeImage(bytes);
  if (!image) throw invalidField(field, 'measuring:upload_not_image');
  const stored = await storeUpload(image.bytes, image.kind);
  await db.insertInto('base64_uploads').values({ user_id: userId, stored_name: stored.name, content_type: image.kind.contentType, bytes: image.bytes.length }).execute();
  return { url: stored.url };
}

/** Whether `url` (signed or not) names an image this user stored (a signature must be the signer's measurer's own upload). */
export async function isOwnUpload(db: Db, userId: number, url: string): Promise<boolean> {
  const name = uploadName(url);
  if (!name) return false;
  const row = await db.selectFrom('base64_uploads').select('id').where('stored_name', '=', name).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
