/** Table types of migration 0014_ordering_conferences, merged into the shared Database interface. */
import type { Generated } from 'kysely';
import type { Day, Json, NullableTimestamp, Timestamp, WithDefault } from '../../db/columns';

export type ConferencesTable = {
  id: Generated<number>;
  owner_id: number;
  name: string;
  start_date: Day;
  end_date: Day;
  status: WithDefault<number>;
  closed_at: NullableTimestamp;
  created_at: Timestamp;
};

export type ConferenceSamplesTable = {
  id: Generated<number>;
  conference_id: number;
  product_no: string;
  category_id: number;
  edition_id: number;
  fabric_num: string;
  /** Yuan per piece in fen (bigint, read as a number: see server/db/database.ts). */
  price_fen: number;
  sizes: Json<string[]>;
};

export type ConferenceBuyersTable = { conference_id: number; buyer_id: number };
export type ConferenceLinesTable = { sample_id: number; buyer_id: number; size: string; quantity: number };
export type ConferenceOrdersTable = { conference_id: number; buyer_id: number; order_id: number };

declare module '../../db/schema' {
  interface Database {
    conferences: ConferencesTable;
    conference_samples: ConferenceSamplesTable;
    conference_buyers: ConferenceBuyersTable;
    conference_lines: ConferenceLinesTable;
    conference_orders: ConferenceOrdersTable;
  }
}
