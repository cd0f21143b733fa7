/** The module's call paths, apart from its schemas and endpoint values: the contract and the endpoints both name them. */
export const FACTORY_PATHS = {
  orderList: '/factory.board/order_list',
  review: '/factory.board/review',
  advance: '/factory.board/advance',
} as const;
