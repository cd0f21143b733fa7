import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/database';
import { signedUploadUrl } from '../../server/http/uploads';
import { bucketNames, startS3Server } from '../support/upload-storages';
import { PNG_1PX_BYTES } from '../support/uploads';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('npm run uploads:to-s3', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    dataDir = mkdtempSync(path.join(tmpdir(), 'mtm-to-s3-'));
  });
  afterAll(async () => {
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies the uploads on disk into the bucket, where a server on the bucket serves them at the URLs it signs, and skips what is there on a second run', async () => {
    const names = [`${'a1'.repeat(16)}.png`, `${'b2'.repeat(16)}.png`, `${'c3'.repeat(16)}.xlsx`];
    mkdirSync(path.join(dataDir, 'uploads'));
    for (const name of names) writeFileSync(path.join(dataDir, 'uploads', name), name.endsWith('.png') ? PNG_1PX_BYTES : Buffer.from('PK\x03\x04 a workbook'));
    const env = { ...process.env, ...s3.env, DATA_DIR: dataDir, UPLOAD_URL_KEY: 'k'.repeat(40) };
    const first = await run('npm', ['run', '--silent', 'uploads:to-s3'], { cwd: ROOT, env });
    expect(first.stdout).toContain(`3 copied into bucket ${s3.env.S3_BUCKET}, 0 already there`);
    // The SDK's Node version notice is kept out of the output.
    expect(first.stderr).toBe('');
    expect((await bucketNames(env)).sort()).toEqual(names.sort());
    const second = await run('npm', ['run', '--silent', 'uploads:to-s3'], { cwd: ROOT, env });
    expect(second.stdout).toContain('0 copied into bucket');
    expect(second.stdout).toContain('3 already there');

    // A server on the bucket (and another DATA_DIR) opens a copied image at the URL it signs.
    const saved = { ...process.env };
    Object.assign(process.env, s3.env, { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mtm-to-s3-other-')), UPLOAD_URL_KEY: 'k'.repeat(40) });
    const app = await buildApp({ db: null as unknown as Db });
    try {
      const res = await app.inject({ method: 'GET', url: signedUploadUrl(`/uploads/${names[0]}`) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(PNG_1PX_BYTES)).toBe(true);
    } finally {
      await app.close();
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  });

  it('refuses to run without a bucket', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, S3_BUCKET: '' };
    const failed = await run('npm', ['run', '--silent', 'uploads:to-s3'], { cwd: ROOT, env }).catch((err: { code: number; stderr: string }) => err);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('S3_BUCKET is not set') });
  });
});

describe('object storage settings', () => {
  it('stops the server at start on a half or wrong configuration, with one clear line', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ S3_BUCKET: 'mtm-uploads' }).s3).toEqual({
      endpoint: undefined,
      bucket: 'mtm-uploads',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow('S3_ENDPOINT is set but S3_BUCKET is not');
    expect(() => loadConfig({ S3_BUCKET: 'Uploads_1' })).toThrow('S3_BUCKET: "Uploads_1" is not a bucket name');
    expect(() => loadConfig({ S3_BUCKET: 'mtm-uploads', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be a URL');
    expect(() => loadConfig({ S3_BUCKET: 'mtm-uploads', S3_ACCESS_KEY_ID: 'id' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(() => loadConfig({ S3_BUCKET: 'mtm-uploads', S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE must be 1 or 0');
    expect(() => loadConfig({ UPLOAD_URL_KEY: 'short' })).toThrow('UPLOAD_URL_KEY must be at least 32 characters');
  });
});
