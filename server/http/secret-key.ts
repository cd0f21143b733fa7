/**
 * The server's own secrets (the upload URLs' signing key, the captcha challenges' HMAC key, the
 * printed sample tags' key). Each
 * comes from its setting when set (UPLOAD_URL_KEY, CAPTCHA_KEY, SAMPLE_TAG_KEY): every process on every machine
 * must share it, and machines share no DATA_DIR. Otherwise it lives in a file under DATA_DIR,
 * which every API process of one machine shares, so one process's signature is checked by
 * another; created once by whichever process needs it first, and cached per file, so tests with
 * their own DATA_DIR get their own.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const keys = new Map<string, Buffer>();

/**
 * The setting `setting` when set, else the 32 random bytes kept in DATA_DIR/`name`, made on first
 * use (null: a key of one machine only, never set, such as the one a backup is asked for with).
 */
export function secretKey(name: string, setting: 'UPLOAD_URL_KEY' | 'CAPTCHA_KEY' | 'SAMPLE_TAG_KEY' | null): Buffer {
  const shared = setting ? process.env[setting] : undefined;
  if (shared) return Buffer.from(shared);
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
