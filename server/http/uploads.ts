/**
 * Stored uploads (DESIGN §8). An image is judged by decoding it, never by its name or the
 * client's claim: its first bytes choose PNG or JPEG, sharp must decode it as that, and what is
 * stored is the decoded image encoded again, so trailing bytes (a PNG signature followed by HTML),
 * metadata and anything that does not decode never reach the storage. Files get random names, are
 * kept under DATA_DIR/uploads or in a bucket (upload-storage.ts), and are served back, by this
 * server, only at signed, short-lived URLs that the API hands to the accounts allowed to read the
 * record holding them (an <img> cannot send X-Token).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { uploadsStored } from '../metrics';
import { secretKey } from './secret-key';
import { uploadContentType, uploadStorage } from './upload-storage';

export type ImageKind = { ext: 'png' | 'jpg'; contentType: 'image/png' | 'image/jpeg' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return { ext: 'png', contentType: 'image/png' };
  if (starts(JPEG)) return { ext: 'jpg', contentType: 'image/jpeg' };
  return null;
}

/** Larger pictures are refused before decoding: a small file can claim a huge canvas. */
export const MAX_IMAGE_PIXELS = 25_000_000;

/**
 * The image the bytes hold, decoded and encoded again as the format their first bytes name, or
 * null when they are not a whole PNG or JPEG.
 */
export async function decodeImage(bytes: Uint8Array): Promise<{ kind: ImageKind; bytes: Buffer } | null> {
  const kind = sniffImage(bytes);
  if (!kind) return null;
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' });
    const { format } = await image.metadata();
    if (format !== (kind.ext === 'png' ? 'png' : 'jpeg')) return null;
    // rotate() applies the EXIF orientation, which encoding again would otherwise drop.
    const clean = kind.ext === 'png' ? await image.png().toBuffer() : await image.rotate().jpeg({ quality: 90 }).toBuffer();
    return { kind, bytes: clean };
  } catch {
    return null;
  }
}

const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;
const STORED_URL = /^\/uploads\/([a-f0-9]{32}\.(?:png|jpg))(?:\?.*)?$/;

/** How long a signed URL opens its image: long enough for a screen's life, short enough to go stale when shared. */
export const UPLOAD_URL_TTL_S = 3600;
// Expiries are rounded up to this, so a record read twice in a few minutes names the same URL and the browser's cache serves it.
const EXPIRY_STEP_S = 300;

const urlKey = () => secretKey('upload-url.key', 'UPLOAD_URL_KEY');

const signature = (name: string, exp: number) => createHmac('sha256', urlKey()).update(`${name}.${exp}`).digest('base64url');

/** The stored form of an upload's URL (what the database keeps), whatever signature it carried. */
export function storedUploadUrl(url: string): string {
  const name = STORED_URL.exec(url)?.[1];
  return name ? `/uploads/${name}` : url;
}

/** The stored name an upload URL points at, signed or not, or null for anything else. */
export function uploadName(url: string): string | null {
  return STORED_URL.exec(url)?.[1] ?? null;
}

/** A URL that opens the upload for the next hour; anything that is not an upload is given back as it is. */
export function signedUploadUrl<T extends string | null>(url: T, now = Date.now()): T | string {
  const name = url === null ? null : uploadName(url);
  if (!name) return url;
  const exp = Math.ceil((now / 1000 + UPLOAD_URL_TTL_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
  return `/uploads/${name}?exp=${exp}&sig=${signature(name, exp)}`;
}

function validSignature(name: string, exp: unknown, sig: unknown, now: number): boolean {
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
  if (Number(exp) * 1000 <= now) return false;
  const want = Buffer.from(signature(name, Number(exp)));
  const given = Buffer.from(sig);
  return want.length === given.length && timingSafeEqual(want, given);
}

/** Stores the bytes under a fresh random name; returns the name and its stored URL. */
export async function storeUpload(bytes: Uint8Array, kind: ImageKind): Promise<{ name: string; url: string }> {
  const storage = uploadStorage();
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  await storage.put(name, bytes, kind.contentType);
  uploadsStored.inc({ storage: storage.kind });
  return { name, url: `/uploads/${name}` };
}

/**
 * GET /uploads/<name>?exp&sig: only names this server generated, with a signature it made that
 * has not expired; anything else is 404, so a link without one tells nothing.
 */
export function registerUploadServing(app: FastifyInstance): void {
  app.get<{ Params: { name: string }; Querystring: { exp?: unknown; sig?: unknown } }>('/uploads/:name', async (req, reply) => {
    const now = Date.now();
    const match = STORED_NAME.exec(req.params.name);
    const signed = match !== null && validSignature(req.params.name, req.query.exp, req.query.sig, now);
    const found = signed ? await uploadStorage().open(req.params.name) : null;
    if (!found) return reply.code(404).type('text/plain').send('Not found');
    const left = Math.max(0, Math.floor(Number(req.query.exp) - now / 1000));
    return reply
      .type(uploadContentType(req.params.name))
      .header('cache-control', `private, max-age=${left}`)
      .header('content-length', found.size)
      .send(found.body);
  });
}
