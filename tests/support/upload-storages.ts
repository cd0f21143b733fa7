/**
 * Runs an upload suite once per storage: on disk under DATA_DIR, and in a bucket of a real
 * S3-protocol server (s3rver, started on a free loopback port for the suite; nothing is
 * downloaded). In the bucket run the server is given the bucket and a shared UPLOAD_URL_KEY, and
 * a last test checks that nothing was written under DATA_DIR.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Client, s3SettingsFrom } from '../../server/http/upload-storage';

export type UploadStorageKind = 'disk' | 's3';

type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverOptions = { address: string; port: number; silent: boolean; directory: string; configureBuckets: { name: string }[] };
// s3rver ships no type declarations.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance;

/** An S3-protocol server on a free loopback port with one empty bucket, and the variables that point the portal at it. */
export async function startS3Server(): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'mtm-s3-'));
  const bucket = `uploads-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's own credentials; it checks the requests' signatures with them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The names of the objects in the bucket the environment names. */
export async function bucketNames(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const settings = s3SettingsFrom(env)!;
  const out = await s3Client(settings).send(new ListObjectsV2Command({ Bucket: settings.bucket }));
  return (out.Contents ?? []).map((o) => o.Key!);
}

export function eachUploadStorage(suite: (storage: UploadStorageKind) => void): void {
  describe('uploads on disk', () => suite('disk'));
  describe('uploads in an S3 bucket', () => {
    let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
    const before: Record<string, string | undefined> = {};
    let dataDir = '';
    beforeAll(async () => {
      s3 = await startS3Server();
      dataDir = mkdtempSync(path.join(tmpdir(), 'mtm-s3-data-'));
      const env = { ...s3.env, UPLOAD_URL_KEY: randomBytes(32).toString('base64url'), DATA_DIR: dataDir };
      for (const [name, value] of Object.entries(env)) {
        before[name] = process.env[name];
        process.env[name] = value;
      }
    });
    afterAll(async () => {
      for (const [name, value] of Object.entries(before)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      await s3?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    suite('s3');
    it('kept every upload in the bucket, and wrote nothing under DATA_DIR (not even a URL key)', async () => {
      expect((await bucketNames()).length).toBeGreaterThan(0);
      expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
      expect(readdirSync(dataDir)).toEqual([]);
    });
  });
}
