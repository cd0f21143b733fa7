/**
 * The sync engine's types, shared by its parts (sync.api.ts re-exports the public ones, which the
 * app and the tests import from there).
 */
import type { Mutation } from '@/db/db';

/** 'order': submitting one change alone was refused, as earlier changes of its scope wait. */
export type SyncStopReason = 'offline' | 'server' | 'sign-in' | 'failed' | 'order';

export type ReplayOutcome = {
  /** How many mutations the server acknowledged in this run. */
  sent: number;
  /** Why the run ended early; absent when there was nothing left to send. */
  stopped?: SyncStopReason;
  /** The mutation the run stopped at, and the server's message (for `failed`) or the cause. */
  mutationId?: string;
  message?: string;
  /** For 'order': how many earlier changes must be sent first. */
  earlier?: number;
  /** Whom the changes sent put in conflict with another device's (their kinds' conflictOf), once each; the rest merged cleanly. */
  conflicts?: string[];
  /**
   * Whether the server answered the run's last request (a valid API envelope, not a gateway's
   * 502/503/504); absent when the run sent nothing. False means the server was not reached: the
   * app is offline, whatever navigator.onLine says.
   */
  answered?: boolean;
};

/**
 * Which queued changes a run sends: those of these kinds and/or of this order scope (both when
 * both are given). A screen that just queued a change sends its own feature's or task's changes,
 * in order, and leaves the rest of the queue (another task's failed head included) alone.
 */
export type ReplayScope = { kinds?: readonly string[]; orderScope?: string };

export type LockManagerLike = {
  request<T>(name: string, options: { mode: 'exclusive' }, cb: () => Promise<T>): Promise<T>;
};

export type SyncOptions = {
  /** Origin of the API, e.g. "http://127.0.0.1:8080"; '' for same-origin. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Per-request time limit; a timeout counts as "no answer". */
  timeoutMs?: number;
  language?: () => string;
  /** Defaults to navigator.locks; `null` forces the Dexie lease (tests). */
  locks?: LockManagerLike | null;
  /** Lease length for the fallback lock. */
  leaseMs?: number;
  /**
   * false sends every change alone on its own path, one request each (the tests run every fault
   * against both ways); `changes` and `bytes` lower BATCH_LIMITS for a batch.
   */
  batch?: false | { changes?: number; bytes?: number };
};

/** What an answer means for its change, by the rules at the top of sync.api.ts. */
export type Attempt =
  | { kind: 'ok'; result: unknown }
  /** 'offline': the server did not answer; 'server': it answered, but asked to retry later. */
  | { kind: 'keep'; reason: 'offline' | 'server'; message: string }
  | { kind: 'sign-in'; message: string }
  | { kind: 'failed'; message: string; unreadable?: boolean };
export type NotApplied = Exclude<Attempt, { kind: 'ok' }>;

/** Why a run stops, as recorded for the change it stopped at. */
export type Stop = { stopped: SyncStopReason; message: string; answered?: boolean };

/** A change the server acknowledged, with its answer's result. */
export type Acknowledged = { m: Mutation; result: unknown };
