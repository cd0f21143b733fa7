/**
 * Wire shapes of the measuring calls (spec 3 §3, §7), as the server answers them. The browser
 * mirrors these in Dexie; the request bodies (and so the queued payloads) are in ./contract.ts.
 */
import type { OrderConfigEntry } from './contract';

export type { OrderConfigEntry };

export type MeasuringPerson = {
  id: number;
  measuring_user_id: number;
  user_id: number;
  task_id: number;
  truename: string;
  gender_id: number;
  save_date: string;
  company_name: string;
  department_name: string;
  height: number;
  weight: number;
  measuring_status_id: number;
  repair_status_id: number;
  no_sleeve: boolean;
  sign: string | null;
  wearing_style: number;
  is_edit: boolean;
  /** The person's own order configuration (order info); empty means the task's applies. */
  order_config: OrderConfigEntry[];
};

export type MeasurementRow = {
  person_id: number;
  repair_status_id: number;
  category_id: number;
  edition_type_id: number;
  size: string;
  num: number;
  item: { id: number; name?: string; value: number }[];
  special: { id: number; value: number }[];
  special_position_remark: string;
  wear_styles: number;
};

export type TaskCounters = { total: number; already: number; no: number; no_sleeve: number; repair: number };

export type MeasuringTaskInfo = TaskCounters & {
  id: number;
  name: string;
  order_type: number;
  client_id: number | null;
  config: string[];
  order_config: (OrderConfigEntry & { category: string; edition_number: string })[];
  bodybuilder: string[];
  measurers: { id: number; measurer: string }[];
  body_items: { id: number; item: string }[];
  special_shape: { id: number; item: string }[];
  special_items: { id: number; item: string }[];
  user_name: string;
  create_time: string;
  remark: string;
  enable_edit: boolean;
  enable_delete: boolean;
};
