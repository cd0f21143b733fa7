import { sql, type Kysely } from 'kysely';

/**
 * A captcha belongs to the token that asked for it (spec 1 §8: the token is reset when a captcha
 * is requested); its answer is stored hashed, for five minutes, and spent on first use.
 * A login attempt says whether it was a sign-in: only those count towards an address's captcha
 * (a signed-in user mistyping the old password on the account screen does not make their office's
 * sign-ins ask for one). `rate_events` counts refusals that would otherwise let a caller probe at will (whether a phone
 * number is taken), per bucket and subject, in the database so every API process shares it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tokens ADD COLUMN captcha_hash char(64), ADD COLUMN captcha_expires_at timestamptz`.execute(db);
  await sql`ALTER TABLE login_attempts ADD COLUMN sign_in boolean NOT NULL DEFAULT true`.execute(db);
  await sql`
    CREATE TABLE rate_events (
      id bigserial PRIMARY KEY,
      bucket varchar(32) NOT NULL,
      subject varchar(64) NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX rate_events_key ON rate_events (bucket, subject, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS rate_events`.execute(db);
  await sql`ALTER TABLE login_attempts DROP COLUMN IF EXISTS sign_in`.execute(db);
  await sql`ALTER TABLE tokens DROP COLUMN IF EXISTS captcha_hash, DROP COLUMN IF EXISTS captcha_expires_at`.execute(db);
}
