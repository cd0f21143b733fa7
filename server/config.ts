import path from 'node:path';
import { z } from 'zod';
import { s3SettingsFrom, type S3Settings } from './http/upload-storage';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SEED: z.enum(['1', '0']).default('1'),
  /** API processes on the port (node:cluster); more than one needs PostgreSQL. */
  WORKERS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(64).default(1)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'silent']).default('info'),
  /** How long a stop waits for the requests in progress before cutting them (server/stop.ts); keep it under the process manager's kill timeout. */
  STOP_GRACE_S: z.coerce.number().int().min(1).max(600).default(10),
  /** The captcha's most tries (src/domain/shared/captcha.ts): a fifth to all of it per challenge; read when a challenge is made. */
  CAPTCHA_WORK: z.coerce.number().int().min(10).max(1_000_000).optional(),
  /** log2 of scrypt's N for password hashes made from now on (server/http/crypto.ts); 14 by default. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(17).optional(),
  /** The built PWA; a second folder lets parallel browser-test runs build without clobbering dist/. */
  STATIC_DIR: z.string().min(1).default('dist'),
  /** Signs upload URLs; shared by every process and machine that serves the uploads. */
  UPLOAD_URL_KEY: z.string().min(32, 'UPLOAD_URL_KEY must be at least 32 characters (e.g. openssl rand -base64 32)').optional().or(z.literal('').transform(() => undefined)),
  CAPTCHA_KEY: z.string().min(32, 'CAPTCHA_KEY must be at least 32 characters (e.g. openssl rand -base64 32)').optional().or(z.literal('').transform(() => undefined)),
  SAMPLE_TAG_KEY: z.string().min(32, 'SAMPLE_TAG_KEY must be at least 32 characters (e.g. openssl rand -base64 32)').optional().or(z.literal('').transform(() => undefined)),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'STATIC_DIR'> & { staticDir: string; s3: S3Settings | null };

/** Environment checked at start-up: a bad value stops the server with a clear line, not later. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid environment variable ${issue.path.join('.')}: ${issue.message}`);
  }
  const { STATIC_DIR, ...rest } = parsed.data;
  if (rest.WORKERS > 1 && !rest.DATABASE_URL) {
    throw new Error(`WORKERS=${rest.WORKERS} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) belongs to one process. Set DATABASE_URL, or WORKERS=1.`);
  }
  return { ...rest, staticDir: path.resolve(STATIC_DIR), s3: s3SettingsFrom(env) };
}
