/**
 * Where stored uploads live: files under DATA_DIR/uploads, or objects in an S3-compatible bucket
 * (AWS S3, MinIO, the S3 endpoints of Chinese clouds) when S3_BUCKET is set, so that several
 * machines serve the same uploads. What is stored is decided before it gets here (uploads.ts
 * checks and encodes images again); a storage only keeps bytes under a name and gives them back.
 *
 * The choice is read from the environment on each use, like DATA_DIR, so a test can point its
 * server at a bucket of its own; clients are kept per configuration.
 */
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

export type StoredObject = { body: Readable; size: number };

export type UploadStorage = {
  kind: 'disk' | 's3';
  /** Keeps `bytes` under `name`, a fresh random name the caller made. */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes stored under `name`, or null when there are none. */
  open(name: string): Promise<StoredObject | null>;
  exists(name: string): Promise<boolean>;
};

export type S3Settings = { endpoint: string | undefined; bucket: string; region: string; accessKeyId: string | undefined; secretAccessKey: string | undefined; forcePathStyle: boolean };

/**
 * The bucket the environment names, or null when S3_BUCKET is unset (uploads on disk). A half
 * configuration is an error, so a typo stops the server at start rather than filling the disk.
 */
export function s3SettingsFrom(env: NodeJS.ProcessEnv): S3Settings | null {
  const get = (name: string) => (env[name] === '' ? undefined : env[name]);
  const bucket = get('S3_BUCKET');
  const others = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'].filter((n) => get(n) !== undefined);
  if (bucket === undefined) {
    if (others.length) throw new Error(`${others[0]} is set but S3_BUCKET is not: set the bucket, or unset the S3_ variables to keep uploads on disk`);
    return null;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`S3_BUCKET: "${bucket}" is not a bucket name (3-63 lower-case letters, digits, dots and hyphens)`);
  const endpoint = get('S3_ENDPOINT');
  if (endpoint !== undefined && !/^https?:\/\/[^/\s]+/.test(endpoint)) throw new Error('S3_ENDPOINT must be a URL such as https://s3.example.com');
  const accessKeyId = get('S3_ACCESS_KEY_ID');
  const secretAccessKey = get('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default credentials');
  const pathStyle = get('S3_FORCE_PATH_STYLE');
  if (pathStyle !== undefined && pathStyle !== '1' && pathStyle !== '0') throw new Error('S3_FORCE_PATH_STYLE must be 1 or 0');
  return { endpoint, bucket, region: get('S3_REGION') ?? 'us-east-1', accessKeyId, secretAccessKey, forcePathStyle: pathStyle === '1' };
}

export function uploadsDir(): string {
  return path.resolve(process.env.DATA_DIR || './data', 'uploads');
}

const diskStorage: UploadStorage = {
  kind: 'disk',
  async put(name, bytes) {
    const dir = uploadsDir();
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  },
  async open(name) {
    const file = path.join(uploadsDir(), name);
    const found = await stat(file).catch(() => null);
    return found?.isFile() ? { body: createReadStream(file), size: found.size } : null;
  },
  async exists(name) {
    const found = await stat(path.join(uploadsDir(), name)).catch(() => null);
    return Boolean(found?.isFile());
  },
};

const notFound = (err: unknown) => err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

function bucketStorage(settings: S3Settings): UploadStorage {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(name, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: contentType }));
    },
    async open(name) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return { body: out.Body as Readable, size: out.ContentLength ?? 0 };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
  };
}

const clients = new Map<string, S3Client>();

export function s3Client(settings: S3Settings): S3Client {
  const key = JSON.stringify(settings);
  let client = clients.get(key);
  if (!client) {
    // The SDK warns once, on the first client, that its releases from 2027 need Node 22; the
    // portal runs on Node 20 and says so in its engines, so the warning is left out of the
    // server's output by the SDK's own switch, unless the operator has set it.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } } : {}),
    });
    clients.set(key, client);
  }
  return client;
}

/** The storage the environment chooses now. */
export function uploadStorage(): UploadStorage {
  const settings = s3SettingsFrom(process.env);
  return settings ? bucketStorage(settings) : diskStorage;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** The content type an upload is stored with, by the extension of the name it was given. */
export const uploadContentType = (name: string) => CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/**
 * Copies every file under DATA_DIR/uploads into the bucket, leaving out the names the bucket holds
 * already (so a copy cut short can be run again); the files stay where they are.
 */
export async function copyDiskUploadsToBucket(settings: S3Settings): Promise<{ copied: number; skipped: number }> {
  const bucket = bucketStorage(settings);
  const names = (await readdir(uploadsDir(), { withFileTypes: true }).catch(() => [])).filter((e) => e.isFile()).map((e) => e.name);
  let copied = 0;
  for (const name of names) {
    if (await bucket.exists(name)) continue;
    await bucket.put(name, await readFile(path.join(uploadsDir(), name)), uploadContentType(name));
    copied += 1;
  }
  return { copied, skipped: names.length - copied };
}
