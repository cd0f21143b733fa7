import type { Generated } from 'kysely';
import type { JsonWithDefault, NullableTimestamp, Numeric, Timestamp, WithDefault } from '../../db/columns';
import type { OrderConfigEntry } from '@/domain/measuring/contract';
import type { FieldValue, PersonFields } from '@/domain/measuring/person-fields';

export type { OrderConfigEntry };

export type MeasuringTasksTable = {
  id: Generated<number>;
  owner_id: number;
  name: string;
  order_type: WithDefault<number>;
  client_id: number | null;
  order_config: JsonWithDefault<OrderConfigEntry[]>;
  body_item_ids: JsonWithDefault<number[]>;
  special_shape_ids: JsonWithDefault<number[]>;
  remark: WithDefault<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** One up per change to any of its people. */
  rev: WithDefault<number>;
};

/** `assigned_at`: when the measurer was put on the task (-infinity for those put on before it was kept). */
export type MeasuringTaskMeasurersTable = { task_id: number; user_id: number; assigned_at: Generated<Date> };

export type MeasuringPeopleTable = {
  id: Generated<number>;
  task_id: number;
  truename: string;
  gender_id: number;
  company_name: WithDefault<string>;
  department_name: WithDefault<string>;
  height: Numeric;
  weight: Numeric;
  measuring_status_id: WithDefault<number>;
  /** How many of the person's garments are measured (src/domain/measuring/completion.ts). */
  garments_done: WithDefault<number>;
  repair_status_id: WithDefault<number>;
  no_sleeve: WithDefault<boolean>;
  sign_url: WithDefault<string | null>;
  wearing_style: WithDefault<number>;
  is_edit: WithDefault<boolean>;
  clean_size_info: JsonWithDefault<Record<string, unknown>>;
  order_config: JsonWithDefault<OrderConfigEntry[]>;
  save_date: NullableTimestamp;
  created_at: Timestamp;
  /** The task's revision at the person's last change. */
  rev: WithDefault<number>;
  /** Fields in conflict until a measurer resolves them. */
  conflicts: JsonWithDefault<Record<string, StoredConflict>>;
  /** Each device's last revision of the person (device id -> rev). */
  device_revs: JsonWithDefault<Record<string, number>>;
  /** The keys of the plausibility warnings a measurer confirmed. */
  reviewed_warnings: JsonWithDefault<string[]>;
};

/** A field in conflict: the value applied (the later change) and the one it replaced, with who saved each. */
export type StoredConflict = {
  applied: FieldValue;
  applied_by: number | null;
  /** The measurer's name then: what a tablet shows offline beside the value. */
  applied_name: string;
  applied_rev: number;
  replaced: FieldValue;
  replaced_by: number | null;
  replaced_name: string;
  replaced_rev: number;
};

export type MeasuringPersonVersionsTable = {
  id: Generated<string>;
  task_id: number;
  person_id: number;
  rev: number;
  kind: VersionKind;
  device_id: WithDefault<string>;
  user_id: number | null;
  device_time: NullableTimestamp;
  arrived_at: Timestamp;
  changed: JsonWithDefault<PersonFields>;
  previous: JsonWithDefault<PersonFields>;
  deleted: WithDefault<boolean>;
};

export type VersionKind = 'add' | 'save' | 'order_info' | 'delete' | 'move' | 'resolve' | 'delete_kept';

export type MeasurementItem = { id: number; name: string; value: number };
export type SpecialValue = { id: number; value: number };

export type MeasuringMeasurementsTable = {
  person_id: number;
  repair_status_id: number;
  category_id: number;
  edition_type_id: number;
  size: string;
  num: number;
  items: JsonWithDefault<MeasurementItem[]>;
  special: JsonWithDefault<SpecialValue[]>;
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
    measuring_person_versions: MeasuringPersonVersionsTable;
    measuring_settings: MeasuringSettingsTable;
    base64_uploads: Base64UploadsTable;
  }
}
