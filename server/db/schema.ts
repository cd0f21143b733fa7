/**
 * Table types for Kysely. Each module adds its tables to `Database` through an interface merge
 * in its own `server/modules/<module>/tables.ts`, so modules don't edit one shared file.
 */
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp, WithDefault } from './columns';


export type UsersTable = {
  id: Generated<number>;
  mobilephone: string;
  username: string;
  truename: WithDefault<string>;
  user_type: number;
  role_id: number;
  parent_id: number | null;
  shop_name: WithDefault<string>;
  company_name: WithDefault<string>;
  address: WithDefault<string>;
  headimg: WithDefault<string>;
  money_fen: WithDefault<number>;
  password_hash: string;
  pay_password_hash: string | null;
  pay_fail_count: WithDefault<number>;
  pay_locked_until: Date | null;
  module_codes: Json<string[]>;
  status_id: WithDefault<number>;
  /** The seller's public order form address (/order-form/:region_code; migration 0012). */
  region_code: WithDefault<string | null>;
  /** A shop sub-account's number (migration 0016). */
  shop_number: WithDefault<string>;
  /** A staff account's job number (migration 0019). */
  employee_number: WithDefault<string>;
  /** The modules a staff account's owner grants it; null for every other account (migration 0019). */
  granted_modules: ColumnType<string[] | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TokensTable = {
  id: Generated<number>;
  token_hash: string;
  user_id: number | null;
  created_at: Timestamp;
  expires_at: Date | string;
  revoked_at: Date | null;
  /** sha256 of the upper-cased answer of the captcha this token last asked for; spent on use. */
  captcha_hash: string | null;
  captcha_expires_at: Date | null;
};

export type RateEventsTable = {
  id: Generated<number>;
  bucket: string;
  subject: string;
  created_at: Timestamp;
};

export type LoginAttemptsTable = {
  id: Generated<number>;
  mobilephone: string;
  /** The account the password was checked against; null when the phone named no account. */
  user_id: number | null;
  ip: string;
  succeeded: boolean;
  /** A sign-in (counted towards the address's captcha), not an account-screen password check. */
  sign_in: Generated<boolean>;
  created_at: Timestamp;
};

export type IdempotencyKeysTable = {
  user_id: number;
  key: string;
  route: string;
  http_status: number | null;
  response: Json<unknown> | null;
  /** sha256 of the body first sent with the key (null on keys stored before it was kept). */
  body_hash: string | null;
  created_at: Timestamp;
};

export type SeedRunsTable = { name: string; ran_at: Timestamp };

export interface Database {
  users: UsersTable;
  tokens: TokensTable;
  login_attempts: LoginAttemptsTable;
  rate_events: RateEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  seed_runs: SeedRunsTable;
}
