/** The module's call paths, apart from its schemas and endpoint values: the contract and the endpoints both name them. */
export const LEDGER_PATHS = { balanceLog: '/common.account/balance_log' } as const;
