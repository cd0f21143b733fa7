/**
 * The server's own secrets (the upload URLs' signing key, the captcha challenges' HMAC key) live
 * in files under DATA_DIR, which every API process shares, so one process's signature is checked
 * by another. Each is created once by whichever process needs it first, and cached per file, so
 * tests with their own DATA_DIR get their own.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const keys = new Map<string, Buffer>();

/** The 32 random bytes kept in DATA_DIR/`name`, made on first use. */
export function secretKey(name: string): Buffer {
  const file = path.resolve(process.env.DATA_DIR || './data', name);
  let key = keys.get(file);
  if (!key) {
    mkdirSync(path.dirname(file), { recursive: true });
    // Written whole under a temporary name and linked into place, so no process reads half a key.
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, randomBytes(32), { mode: 0o600 });
    try {
      linkSync(tmp, file);
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(tmp);
    }
    key = readFileSync(file);
    keys.set(file, key);
  }
  return key;
}
