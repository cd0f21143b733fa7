/**
 * The sync engine (DESIGN §6): replays the outbox in `seq` order, exactly once, with the mutation
 * id as Idempotency-Key. Runs in the sync worker (sync.worker.ts) and equally on the main thread
 * or in tests, since it only needs a Dexie database and `fetch`.
 *
 * Rules, per answer:
 * - errcode 0: the mutation leaves the outbox and the answer is written to the mirror (one transaction);
 * - no answer from the server (network error, timeout, a gateway's 502/503/504, or a body that is
 *   not the JSON envelope): the mutation stays as it was, in its place, and the run stops with
 *   `answered: false` ('offline');
 * - the server's envelope with a 5xx or 429: it stays and the run stops ('server', "retry later");
 * - 40007: it stays, and the run stops asking the user to sign in again;
 * - any other errcode: it is marked failed with the server's message, and the run stops.
 *
 * One runner at a time across tabs: `navigator.locks` when present, else a lease row in Dexie
 * (with expiry, so a crashed tab cannot block the others for ever), plus an in-context queue.
 * The run reads the next mutation afresh after each one, so a mutation added during a run is sent
 * in the same run. Holding the lock, a run knows that no one else is sending: a mutation still
 * marked 'sending' was left by a runner that died mid-send (a closed tab) and is pending again.
 *
 * Submitting one change alone waits for the earlier changes of its order scope (QueuedKind.scope in src/db/outbox.ts), so
 * a measurement of a person added offline never reaches the server before the add.
 */
import { readReply } from '@/api/envelope';
import type { Mutation, PortalDb } from '@/db/db';
import { dependentsOf, orderScopeOf, queuedKind, readQueued } from '@/db/queued-kinds';

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

function inScope(m: Mutation, scope: ReplayScope | undefined): boolean {
  if (!scope) return true;
  if (scope.kinds && !scope.kinds.includes(m.kind)) return false;
  return scope.orderScope === undefined || orderScopeOf(m) === scope.orderScope;
}

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
};

const LOCK_NAME = 'mtm-sync-runner';
const LEASE_KEY = 'sync.lease';
const MAX_ERROR_LENGTH = 500;

type Attempt =
  | { kind: 'ok'; result: unknown }
  /** 'offline': the server did not answer; 'server': it answered, but asked to retry later. */
  | { kind: 'keep'; reason: 'offline' | 'server'; message: string }
  | { kind: 'sign-in'; message: string }
  | { kind: 'failed'; message: string; unreadable?: boolean };

/** The error kept with a change this version cannot read (the cache viewer says it in the user's words). */
const UNREADABLE = 'unreadable: queued by an older version of the app';

export type SyncApi = ReturnType<typeof createSyncApi>;

export function createSyncApi(db: PortalDb, options: SyncOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const timeoutMs = options.timeoutMs ?? 30_000;
  const leaseMs = options.leaseMs ?? timeoutMs + 15_000;
  const owner = crypto.randomUUID();
  const locks: LockManagerLike | null =
    options.locks === undefined ? ((globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks ?? null) : options.locks;
  let chain: Promise<unknown> = Promise.resolve();

  async function session(): Promise<{ token: string; userId: number } | null> {
    const s = await db.session.get('current');
    return s?.token && s.userId ? { token: s.token, userId: s.userId } : null;
  }

  async function send(m: Mutation, token: string): Promise<Attempt> {
    const { kind, payload } = readQueued(m);
    // A change this version cannot read is never sent blind: it waits for the user.
    if (payload === null) return { kind: 'failed', message: UNREADABLE, unreadable: true };
    let res: Response;
    try {
      res = await doFetch(`${options.baseUrl}/order_admin${m.path}`, {
        method: m.method,
        headers: {
          'content-type': 'application/json',
          'x-token': token,
          'idempotency-key': m.id,
          'accept-language': options.language?.() ?? 'zh',
        },
        body: JSON.stringify(await (kind!.send?.(db, payload) ?? payload)),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      return { kind: 'keep', reason: 'offline', message: err instanceof Error ? err.message : String(err) };
    }
    const reply = await readReply(res);
    switch (reply.kind) {
      case 'ok':
        return { kind: 'ok', result: reply.envelope!.result };
      case 'sign-in':
        return { kind: 'sign-in', message: reply.message };
      case 'retry':
        return { kind: 'keep', reason: 'server', message: reply.message };
      case 'no-answer':
        return { kind: 'keep', reason: 'offline', message: reply.message };
      case 'rejected':
        return { kind: 'failed', message: reply.message.slice(0, MAX_ERROR_LENGTH) };
    }
  }

  type Stop = { stopped: SyncStopReason; message: string; answered?: boolean };

  /** Sends one mutation and records the outcome; returns the stop reason, or null to go on. */
  async function replayMutation(m: Mutation, token: string): Promise<Stop | null> {
    await db.outbox.update(m.seq!, { state: 'sending', attempts: m.attempts + 1 });
    const attempt = await send(m, token);
    if (attempt.kind === 'ok') {
      await db.transaction('rw', db.tables, async (tx) => {
        // The user may have discarded it meanwhile; the server has it anyway, so just drop it.
        await db.outbox.delete(m.seq!);
        const { kind, payload } = readQueued(m);
        if (payload !== null) await kind!.onAnswer?.(db, m, payload, attempt.result, tx);
      });
      return null;
    }
    if (attempt.kind === 'failed') {
      await db.outbox.update(m.seq!, { state: 'failed', error: attempt.message, ...(attempt.unreadable ? { unreadable: true } : {}) });
      // An unreadable change was never sent, so the run has no news of the server.
      return attempt.unreadable ? { stopped: 'failed', message: attempt.message } : { stopped: 'failed', message: attempt.message, answered: true };
    }
    await db.outbox.update(m.seq!, { state: 'pending' });
    if (attempt.kind === 'sign-in') return { stopped: 'sign-in', message: attempt.message, answered: true };
    return { stopped: attempt.reason, message: attempt.message, answered: attempt.reason !== 'offline' };
  }

  function nextMutation(userId: number, after: number, scope?: ReplayScope): Promise<Mutation | undefined> {
    return db.outbox
      .where('seq')
      .above(after)
      .filter((m) => m.userId === userId && inScope(m, scope))
      .first();
  }

  /** Runs inside the lock: nobody is sending, so 'sending' means a dead runner's mutation. */
  async function recoverStale(): Promise<void> {
    await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
  }

  async function runAll(includeFailed: boolean, scope?: ReplayScope): Promise<ReplayOutcome> {
    await recoverStale();
    const s = await session();
    if (!s) return { sent: 0, stopped: 'sign-in' };
    let sent = 0;
    let after = 0;
    // After a sent change the server has answered; before any, the run has no news of it.
    const heard = () => (sent > 0 ? { answered: true } : {});
    for (;;) {
      await renewLease();
      const m = await nextMutation(s.userId, after, scope);
      if (!m) return { sent, ...heard() };
      // A failed head blocks the queue (order matters) until the user retries or discards it.
      if (m.state === 'failed' && !includeFailed) return { sent, ...heard(), stopped: 'failed', mutationId: m.id, message: m.error ?? '' };
      const stop = await replayMutation(m, s.token);
      // Not answered: the change stays queued in its place and nothing after it is tried.
      if (stop) return { sent, ...stop, mutationId: m.id };
      sent += 1;
      after = m.seq!;
    }
  }

  async function runOne(id: string): Promise<ReplayOutcome> {
    await recoverStale();
    const s = await session();
    if (!s) return { sent: 0, stopped: 'sign-in' };
    const m = await db.outbox.where('id').equals(id).first();
    if (!m || m.userId !== s.userId) return { sent: 0 };
    const scope = orderScopeOf(m);
    if (scope !== null) {
      const earlier = await db.outbox
        .where('seq')
        .below(m.seq!)
        .filter((x) => x.userId === s.userId && orderScopeOf(x) === scope)
        .count();
      if (earlier > 0) return { sent: 0, stopped: 'order', mutationId: m.id, earlier };
    }
    const stop = await replayMutation(m, s.token);
    return stop ? { sent: 0, ...stop, mutationId: m.id } : { sent: 1, answered: true };
  }

  // ----- one runner at a time -----

  async function tryLease(): Promise<boolean> {
    return db.transaction('rw', db.settings, async () => {
      const row = (await db.settings.get(LEASE_KEY))?.value as { owner: string; until: number } | undefined;
      if (row && row.owner !== owner && row.until > Date.now()) return false;
      await db.settings.put({ key: LEASE_KEY, value: { owner, until: Date.now() + leaseMs } });
      return true;
    });
  }

  async function renewLease(): Promise<void> {
    if (!locks) await tryLease();
  }

  async function releaseLease(): Promise<void> {
    await db.transaction('rw', db.settings, async () => {
      const row = (await db.settings.get(LEASE_KEY))?.value as { owner: string } | undefined;
      if (row?.owner === owner) await db.settings.delete(LEASE_KEY);
    });
  }

  async function withLease<T>(fn: () => Promise<T>): Promise<T> {
    let wait = 20;
    while (!(await tryLease())) {
      // Another tab's runner holds the lease: wait for it to finish (or for its lease to lapse).
      await new Promise((r) => setTimeout(r, wait));
      wait = Math.min(wait * 2, 500);
    }
    try {
      return await fn();
    } finally {
      await releaseLease();
    }
  }

  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = () => (locks ? locks.request(LOCK_NAME, { mode: 'exclusive' }, fn) : withLease(fn));
    const next = chain.then(run, run);
    chain = next.catch(() => undefined);
    return next;
  }

  return {
    /** Submit all: every queued mutation in order, retrying a failed head; stops at the first failure. */
    replayAll: () => exclusive(() => runAll(true)),
    /** Automatic replay (network back): sends pending ones; a failed head waits for the user. */
    replayPending: () => exclusive(() => runAll(false)),
    /** Sends what is pending of one feature or task, in order (a change queued online, sent at once). */
    replayScope: (scope: ReplayScope) => exclusive(() => runAll(false, scope)),
    /** Submit one mutation from the cache viewer. */
    replayOne: (id: string) => exclusive(() => runOne(id)),
    /**
     * Delete from the cache viewer (after the user confirmed); its local effect goes with it, and
     * so do the later changes that cannot be sent without it (queued-kinds.dependentsOf). Returns how
     * many changes left the outbox.
     */
    discard: (id: string): Promise<number> =>
      exclusive(() =>
        db.transaction('rw', db.tables, async (tx) => {
          const m = await db.outbox.where('id').equals(id).first();
          if (!m) return 0;
          const gone = [m, ...(await dependentsOf(db, m))];
          await db.outbox.bulkDelete(gone.map((x) => x.seq!));
          // Effects run once everything is gone, so a rebuilt mirror leaves out all of them; an
          // effect shared by changes of one order scope runs once for them (QueuedKind.onDiscard).
          const ran = new Map<unknown, Set<string | null>>();
          for (const x of gone) {
            const effect = queuedKind(x.kind)?.onDiscard;
            if (!effect) continue;
            const scopes = ran.get(effect) ?? new Set<string | null>();
            const scope = orderScopeOf(x);
            if (scope !== null && scopes.has(scope)) continue;
            scopes.add(scope);
            ran.set(effect, scopes);
            await effect(db, x, tx);
          }
          return gone.length;
        }),
      ),
    /** Marks changes a dead runner left 'sending' as pending again (at start-up, for the cache viewer). */
    recover: () => exclusive(recoverStale),
  };
}
