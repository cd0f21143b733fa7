/** Table types of migration 0009_exchange_rates, merged into the shared Database interface. */
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns';

export type ExchangeRatesTable = {
  id: Generated<number>;
  currency: Generated<string>;
  /** numeric(12,6), read as a string so no digit is lost. */
  cny_per_unit: string;
  rate_date: string;
  created_at: Timestamp;
};

declare module '../../db/schema' {
  interface Database {
    exchange_rates: ExchangeRatesTable;
  }
}
