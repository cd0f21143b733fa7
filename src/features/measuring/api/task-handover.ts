/**
 * What a task's preparation hands its screen (first-open.ts: the first page asked of the server;
 * stored-task.ts: the read of the device's copy): one value for one user's task at a time (a
 * tablet opens one task at a time), taken once, and only while fresh: older than `freshMs`, the
 * screen gets it for itself, and an untaken value is let go.
 */
export type TaskHandover<T> = {
  /** Whether a fresh value for this user's task is waiting. */
  holds(userId: number | null, taskId: number): boolean;
  put(userId: number, taskId: number, value: T): void;
  /** The value, once; null when none is waiting for this user's task. */
  take(userId: number, taskId: number): T | null;
  /** The value waiting for this user's task, left for its taker; null when none is. */
  peek(userId: number | null, taskId: number): T | null;
};

export function taskHandover<T>(freshMs: number): TaskHandover<T> {
  let held: { userId: number; taskId: number; at: number; value: T } | null = null;
  const holds = (userId: number | null, taskId: number) => held !== null && held.userId === userId && held.taskId === taskId && Date.now() - held.at < freshMs;
  return {
    holds,
    put(userId, taskId, value) {
      const entry = { userId, taskId, at: Date.now(), value };
      held = entry;
      setTimeout(() => held === entry && (held = null), freshMs);
    },
    peek(userId, taskId) {
      return holds(userId, taskId) ? held!.value : null;
    },
    take(userId, taskId) {
      if (!holds(userId, taskId)) return null;
      const { value } = held!;
      held = null;
      return value;
    },
  };
}
