import { sql, type Kysely } from 'kysely';

/** Accounts, sessions, login throttling, idempotency keys and seed bookkeeping. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id serial PRIMARY KEY,
      mobilephone varchar(11) NOT NULL UNIQUE,
      username varchar(64) NOT NULL,
      truename varchar(64) NOT NULL DEFAULT '',
      user_type smallint NOT NULL,
      role_id smallint NOT NULL,
      parent_id integer REFERENCES users(id),
      shop_name varchar(128) NOT NULL DEFAULT '',
      company_name varchar(128) NOT NULL DEFAULT '',
      address varchar(255) NOT NULL DEFAULT '',
      headimg varchar(255) NOT NULL DEFAULT '',
      money_fen bigint NOT NULL DEFAULT 0 CHECK (money_fen >= 0),
      password_hash text NOT NULL,
      pay_password_hash text,
      pay_fail_count integer NOT NULL DEFAULT 0,
      pay_locked_until timestamptz,
      module_codes jsonb NOT NULL DEFAULT '[]'::jsonb,
      status_id smallint NOT NULL DEFAULT 1,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE tokens (
      id bigserial PRIMARY KEY,
      token_hash char(64) NOT NULL UNIQUE,
      user_id integer REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX tokens_user_live ON tokens (user_id) WHERE revoked_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE login_attempts (
      id bigserial PRIMARY KEY,
      mobilephone varchar(64) NOT NULL,
      ip varchar(64) NOT NULL,
      succeeded boolean NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX login_attempts_phone ON login_attempts (mobilephone, created_at)`.execute(db);
  await sql`CREATE INDEX login_attempts_ip ON login_attempts (ip, created_at)`.execute(db);

  await sql`
    CREATE TABLE idempotency_keys (
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      key varchar(64) NOT NULL,
      route varchar(128) NOT NULL,
      http_status smallint,
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, key)
    )`.execute(db);

  await sql`
    CREATE TABLE seed_runs (
      name varchar(64) PRIMARY KEY,
      ran_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['seed_runs', 'idempotency_keys', 'login_attempts', 'tokens', 'users']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
}
