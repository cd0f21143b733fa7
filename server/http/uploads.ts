/**
 * Stored uploads (DESIGN §8): the type is judged by the file's first bytes, never by its name or
 * the client's claim; files get random names under DATA_DIR/uploads and are served back at
 * /uploads/<name> with their content type and nosniff.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export type ImageKind = { ext: 'png' | 'jpg'; contentType: 'image/png' | 'image/jpeg' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(PNG)) return { ext: 'png', contentType: 'image/png' };
  if (starts(JPEG)) return { ext: 'jpg', contentType: 'image/jpeg' };
  return null;
}

export function uploadsDir(): string {
  return path.resolve(process.env.DATA_DIR || './data', 'uploads');
}

const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' };

/** Writes the bytes under a fresh random name; returns the name and its public URL. */
export async function storeUpload(bytes: Uint8Array, kind: ImageKind): Promise<{ name: string; url: string }> {
  const dir = uploadsDir();
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return { name, url: `/uploads/${name}` };
}

/** GET /uploads/<name>: only names this server generated; anything else is 404. */
export function registerUploadServing(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (req, reply) => {
    const match = STORED_NAME.exec(req.params.name);
    const file = match ? path.join(uploadsDir(), req.params.name) : null;
    const found = file ? await stat(file).catch(() => null) : null;
    if (!file || !found?.isFile()) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type(CONTENT_TYPES[match![1]!]!)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-length', found.size)
      .send(createReadStream(file));
  });
}
