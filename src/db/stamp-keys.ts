/**
 * The settings keys under which this device stamps when a mirrored list was last saved here (see
 * ./mirror-stamps.ts), one per list, and a measuring task's own stamp: its snapshot mark, written
 * with its people by ./measuring-mirror.ts (mirrors written before snapshots existed have none).
 * Kept without Dexie: measuring detail's route preparation reads a task's stamp with peekRow before
 * Dexie has downloaded (src/features/measuring/api/first-open.ts).
 */
export const MIRROR_STAMP = {
  tasks: (userId: number) => `mirror.tasks.${userId}`,
  cart: (userId: number) => `mirror.cart.${userId}`,
  couture: (userId: number) => `mirror.couture.${userId}`,
  task: (taskId: number) => `measuring.snapshot:${taskId}`,
} as const;

/** A stamp's time from its settings row (read through Dexie or without): null when never stamped. */
export const stampIn = (row: { value?: unknown } | undefined): number | null => (typeof row?.value === 'number' ? row.value : null);

/**
 * The settings keys of the acknowledgement counts (./ack-counts.ts): a task's preparation reads its
 * count with peekRow too, before asking for the people the screen's refresh may take.
 */
export const ACK_COUNT = {
  task: (taskId: number) => `measuring.acks:${taskId}`,
  cart: (userId: number) => `cart.acks:${userId}`,
} as const;
