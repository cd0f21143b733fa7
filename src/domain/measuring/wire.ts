/**
 * Wire shapes of the measuring calls (spec 3 §3, §7), as the server answers them. The browser
 * mirrors these in Dexie; the queued payloads are the request bodies of the same calls.
 */
export type OrderConfigEntry = { category_id: number; edition_type_id: number; num: number };

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

/** Bodies of the queued calls (DESIGN §4). */
export type AddPersonPayload = {
  task_id: number;
  truename: string;
  gender_id: number;
  department_name: string;
  company_name: string;
  /** The temporary (negative) id the person carries on this device until the server answers. */
  local_id: number;
};

export type SaveMeasurementPayload = {
  task_id: number;
  user_id: number;
  repair_status_id: number;
  height: number;
  weight: number;
  wearing_style: number;
  no_sleeve?: boolean;
  size_info: {
    category_id: number;
    edition_type_id: number;
    size: string;
    num: number;
    item: { id: number; value: number | null }[];
    special: { id: number; value: number }[];
    special_position_remark: string;
    wear_styles?: number;
  }[];
};

export type DeletePersonPayload = { id: number; task_id?: number };

/** spec 3 §7 names the department by `client_id`; the task narrows it to the people of this task. */
export type RenameDepartmentPayload = { task_id: number; client_id?: number | undefined; company_name?: string; old_department_name: string; department_name: string };

/**
 * Order info and change-info (repair_status_id 1). `sign` is the signature: a PNG data URL drawn on
 * this device (kept in the queue until the server stores it), or the url the server gave it.
 */
export type EditOrderInfoPayload = {
  task_id: number;
  user_id: number;
  truename: string;
  gender_id: number;
  department_name: string;
  order_config: OrderConfigEntry[];
  sign: string;
  repair_status_id: number;
};

export const MEASURING_PATHS = {
  addPerson: '/measuring.measuring_user/add_task_user',
  saveMeasurement: '/measuring.measuring_user/save_user_measuring_info',
  deletePerson: '/measuring.measuring_user/delete_task_user',
  renameDepartment: '/measuring.index/edit_department_name',
  editOrderInfo: '/measuring.measuring_user/edit_measuring_user_order_info',
} as const;
