/**
 * The measuring module's paths (spec 3 §7), apart from its schemas (./contract.ts): a screen's first
 * request can then be made without downloading zod (src/features/measuring/api/first-open.ts).
 */
export const MEASURING_INDEX = '/measuring.index';
export const MEASURING_USER = '/measuring.measuring_user';

/** Every measuring call (spec 3 §7), named once for the server routes, src/api and the outbox. */
export const MEASURING_PATHS = {
  getUser: `${MEASURING_INDEX}/get_user`,
  getBaseSetting: `${MEASURING_INDEX}/get_base_setting`,
  setBaseSetting: `${MEASURING_INDEX}/set_base_setting`,
  getUserList: `${MEASURING_INDEX}/get_user_list`,
  measuringList: `${MEASURING_INDEX}/measuring_list`,
  taskInfo: `${MEASURING_INDEX}/task_info`,
  addTask: `${MEASURING_INDEX}/add_task`,
  editTask: `${MEASURING_INDEX}/edit_task`,
  delTask: `${MEASURING_INDEX}/del_task`,
  updateTask: `${MEASURING_INDEX}/update_task`,
  getTaskCount: `${MEASURING_INDEX}/get_task_count`,
  getDepartmentListByTask: `${MEASURING_INDEX}/get_department_list_by_task`,
  renameDepartment: `${MEASURING_INDEX}/edit_department_name`,
  getSpecialShapeValueByTask: `${MEASURING_INDEX}/get_special_shape_value_by_task`,
  getTaskUserList: `${MEASURING_USER}/get_task_user_list`,
  getUserMeasuringInfo: `${MEASURING_USER}/get_user_measuring_info`,
  saveMeasurement: `${MEASURING_USER}/save_user_measuring_info`,
  deletePerson: `${MEASURING_USER}/delete_task_user`,
  addPerson: `${MEASURING_USER}/add_task_user`,
  getTaskMeasuringData: `${MEASURING_USER}/get_task_measuring_data`,
  getSizeSelect: `${MEASURING_USER}/get_size_select`,
  getMeasuringUserOrderInfo: `${MEASURING_USER}/get_measuring_user_order_info`,
  editOrderInfo: `${MEASURING_USER}/edit_measuring_user_order_info`,
  importUserData: `${MEASURING_USER}/import_user_data`,
  exportMeasuringUserInfo: `${MEASURING_USER}/export_measuring_user_info`,
  // Several measurers on one task.
  personHistory: `${MEASURING_USER}/person_history`,
  conflicts: `${MEASURING_USER}/conflicts`,
  resolveConflict: `${MEASURING_USER}/resolve_conflict`,
  changes: `${MEASURING_USER}/changes`,
  uploadBase64: '/common.index/upload_base64_file',
  // The catalogue lookups of the measuring pages (served by the catalogue module).
  categoryList: `${MEASURING_INDEX}/get_category_list`,
  editionsByCategory: `${MEASURING_INDEX}/get_edition_types_by_category`,
  editionsByCategories: `${MEASURING_INDEX}/get_edition_types_by_category_ids`,
  itemsByCategories: `${MEASURING_INDEX}/get_items_by_category_ids`,
  recommendSize: `${MEASURING_USER}/recommend_size`,
  sizeByOne: `${MEASURING_USER}/get_size_by_one`,
} as const;
