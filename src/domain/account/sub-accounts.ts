/**
 * The accounts a business makes under itself (users.parent_id): shops (spec 3 §3 "Shop account")
 * and staff (§3 "Staff account"). Both have status_id 0 locked or disabled, 1 enabled (§4); a
 * deleted one keeps its row, so the orders and changes it made still name it.
 */
export const SUB_ACCOUNT_STATUS = { off: 0, enabled: 1, deleted: 2 } as const;
