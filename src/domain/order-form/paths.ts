/** The module's call paths, apart from its schemas and endpoint values: the contract and the endpoints both name them. */
export const ORDER_FORM_PATHS = {
  info: '/order_form/info',
  submit: '/order_form/submit',
  requests: '/order_form/requests',
  editRequest: '/order_form/edit_request',
  accept: '/order_form/accept',
  decline: '/order_form/decline',
} as const;
