/** The module's call paths, apart from its schemas and endpoint values: the contract and the endpoints both name them. */
export const ORDER_PATHS = {
  list: '/order_mgmt/order_list',
  statusCount: '/order_mgmt/order_status_count',
  detail: '/order_mgmt/order_detail',
  cancel: '/order_mgmt/cancel_order',
  delete: '/order_mgmt/del_order',
  edit: '/order_mgmt/edit_order',
  applyHosting: '/order_mgmt/apply_hosting',
  applyShipping: '/order_mgmt/apply_shipping',
  logistics: '/order_mgmt/logistics',
  reorder: '/order_mgmt/reorder',
  employeeInfo: '/order_mgmt/employee_measure_info',
  employeeList: '/order_mgmt/employee_measure_list',
  employeeEdit: '/order_mgmt/employee_measure_edit',
  employeeDelete: '/order_mgmt/employee_measure_delete',
  productionSheet: '/order_mgmt/production_sheet',
} as const;
