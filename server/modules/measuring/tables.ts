import type { ColumnType, Generated } from 'kysely';
import type { OrderConfigEntry } from '@/domain/measuring/contract';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;
/** numeric columns arrive as text from both drivers; mapped to numbers in the service. */
type Numeric = ColumnType<string, number | string | undefined, number | string>;

export type { OrderConfigEntry };

export type MeasuringTasksTable = {
  id: Generated<number>;
  owner_id: number;
  name: string;
  order_type: ColumnType<number, number | undefined, number>;
  client_id: number | null;
  order_config: Json<OrderConfigEntry[]>;
  body_item_ids: Json<number[]>;
  special_shape_ids: Json<number[]>;
  remark: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type MeasuringTaskMeasurersTable = { task_id: number; user_id: number };

export type MeasuringPeopleTable = {
  id: Generated<number>;
  task_id: number;
  truename: string;
  gender_id: number;
  company_name: ColumnType<string, string | undefined, string>;
  department_name: ColumnType<string, string | undefined, string>;
  height: Numeric;
  weight: Numeric;
  measuring_status_id: ColumnType<number, number | undefined, number>;
  repair_status_id: ColumnType<number, number | undefined, number>;
  no_sleeve: ColumnType<boolean, boolean | undefined, boolean>;
  sign_url: ColumnType<string | null, string | null | undefined, string | null>;
  wearing_style: ColumnType<number, number | undefined, number>;
  is_edit: ColumnType<boolean, boolean | undefined, boolean>;
  clean_size_info: Json<Record<string, unknown>>;
  order_config: Json<OrderConfigEntry[]>;
  save_date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
};

export type MeasurementItem = { id: number; name: string; value: number };
export type SpecialValue = { id: number; value: number };

export type MeasuringMeasurementsTable = {
  person_id: number;
  repair_status_id: number;
  category_id: number;
  edition_type_id: number;
  size: string;
  num: number;
  items: Json<MeasurementItem[]>;
  special: Json<SpecialValue[]>;
  special_position_remark: string;
  wear_styles: number;
  updated_at: Timestamp;
};

export type MeasuringSettingsTable = { user_id: number; step_size: Numeric };

export type Base64UploadsTable = {
  id: Generated<number>;
  user_id: number;
  stored_name: string;
  content_type: string;
  bytes: number;
  created_at: Timestamp;
};

declare module '../../db/schema' {
  interface Database {
    measuring_tasks: MeasuringTasksTable;
    measuring_task_measurers: MeasuringTaskMeasurersTable;
    measuring_people: MeasuringPeopleTable;
    measuring_measurements: MeasuringMeasurementsTable;
    measuring_settings: MeasuringSettingsTable;
    base64_uploads: Base64UploadsTable;
  }
}
