/**
 * The settings key stamped when a task's people were last saved on this device: its snapshot mark,
 * written by measuring-mirror.ts (mirrors written before snapshots existed have none). Kept apart
 * from the mirror, without Dexie: measuring detail's route loader reads it with peekRow before
 * Dexie has downloaded.
 */
export const taskSnapshotKey = (taskId: number) => `measuring.snapshot:${taskId}`;
