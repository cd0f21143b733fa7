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
 *
 * A run sends its changes in batches (src/domain/sync/contract.ts): up to BATCH_LIMITS in one
 * request, which the server applies in order, each with its own Idempotency-Key and transaction,
 * stopping at the first not applied. Every answer is read by the rules above, as if its change had
 * been sent alone, and the acknowledged ones leave the outbox in one transaction with their
 * effects. A batch ends before a change whose body needs an earlier change's answer
 * (QueuedKind.dependsOn: a measurement of a person added offline needs the person's server id),
 * and a change too large for a batch is sent alone on its own path.
 */
import { kindOf, readReply } from '@/api/envelope';
import type { Mutation, PortalDb } from '@/db/db';
import { dependentsOf, orderScopeOf, queuedKind, readQueued } from '@/db/queued-kinds';
import { BATCH_LIMITS, SYNC_PATHS, SyncBatchResultSchema, type BatchAnswer } from '@/domain/sync/contract';

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
  /**
   * false sends every change alone on its own path, one request each (the tests run every fault
   * against both ways); `changes` and `bytes` lower BATCH_LIMITS for a batch.
   */
  batch?: false | { changes?: number; bytes?: number };
};

const LOCK_NAME = 'mtm-sync-runner';
const LEASE_KEY = 'sync.lease';
const MAX_ERROR_LENGTH = 500;
const utf8 = new TextEncoder();

type Attempt =
  | { kind: 'ok'; result: unknown }
  /** 'offline': the server did not answer; 'server': it answered, but asked to retry later. */
  | { kind: 'keep'; reason: 'offline' | 'server'; message: string }
  | { kind: 'sign-in'; message: string }
  | { kind: 'failed'; message: string; unreadable?: boolean };
type NotApplied = Exclude<Attempt, { kind: 'ok' }>;

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

  /** The body a change is sent with (its kind may rewrite it), or null when this version cannot read it. */
  async function bodyOf(m: Mutation): Promise<unknown> {
    const { kind, payload } = readQueued(m);
    if (payload === null) return null;
    return (await kind!.send?.(db, payload)) ?? payload;
  }

  function headers(token: string, extra: Record<string, string> = {}): Record<string, string> {
    return { 'content-type': 'application/json', 'x-token': token, 'accept-language': options.language?.() ?? 'zh', ...extra };
  }

  /** What an answer means for its change, by the rules at the top of this file. */
  function attemptOf(kind: ReturnType<typeof kindOf>, message: string, result: unknown): Attempt {
    switch (kind) {
      case 'ok':
        return { kind: 'ok', result };
      case 'sign-in':
        return { kind: 'sign-in', message };
      case 'retry':
        return { kind: 'keep', reason: 'server', message };
      case 'no-answer':
        return { kind: 'keep', reason: 'offline', message };
      case 'rejected':
        return { kind: 'failed', message: message.slice(0, MAX_ERROR_LENGTH) };
    }
  }

  async function post(path: string, init: { headers: Record<string, string>; body: string }): Promise<Response | NotApplied> {
    try {
      return await doFetch(`${options.baseUrl}/order_admin${path}`, { method: 'POST', ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      return { kind: 'keep', reason: 'offline', message: err instanceof Error ? err.message : String(err) };
    }
  }

  async function send(m: Mutation, token: string): Promise<Attempt> {
    const body = await bodyOf(m);
    // A change this version cannot read is never sent blind: it waits for the user.
    if (body === null) return { kind: 'failed', message: UNREADABLE, unreadable: true };
    const res = await post(m.path, { headers: headers(token, { 'idempotency-key': m.id }), body: JSON.stringify(body) });
    if (!(res instanceof Response)) return res;
    const reply = await readReply(res);
    return attemptOf(reply.kind, reply.message, reply.envelope?.result);
  }

  type Stop = { stopped: SyncStopReason; message: string; answered?: boolean };

  /** Sends one mutation alone, on its own path, and records the outcome; returns the stop reason, or null to go on. */
  async function replayMutation(m: Mutation, token: string): Promise<Stop | null> {
    await db.outbox.update(m.seq!, { state: 'sending', attempts: m.attempts + 1 });
    const attempt = await send(m, token);
    if (attempt.kind === 'ok') {
      await acknowledge([{ m, result: attempt.result }]);
      return null;
    }
    return keepOrFail(m, attempt);
  }

  /** Whom the run's acknowledged changes put in conflict (see ReplayOutcome.conflicts). */
  let conflicted = new Set<string>();
  const withConflicts = <O extends ReplayOutcome>(out: O): O => (conflicted.size ? { ...out, conflicts: [...conflicted] } : out);

  /** Acknowledged changes leave the outbox, in one transaction with what their answers change in the mirror. */
  async function acknowledge(done: { m: Mutation; result: unknown }[]): Promise<void> {
    if (done.length === 0) return;
    await db.transaction('rw', db.tables, async (tx) => {
      // The user may have discarded one meanwhile; the server has it anyway, so just drop it.
      await db.outbox.bulkDelete(done.map(({ m }) => m.seq!));
      for (const { m, result } of done) {
        const { kind, payload } = readQueued(m);
        if (payload === null) continue;
        await kind!.onAnswer?.(db, m, payload, result, tx);
        const who = kind!.conflictOf?.(payload, result, m);
        if (who) conflicted.add(who);
      }
    });
  }

  /** A change that was not applied: marked failed (refused or unreadable), or pending again in its place. */
  async function keepOrFail(m: Mutation, attempt: NotApplied): Promise<Stop> {
    if (attempt.kind === 'failed') {
      await db.outbox.update(m.seq!, { state: 'failed', error: attempt.message, ...(attempt.unreadable ? { unreadable: true } : {}) });
      // An unreadable change was never sent, so the run has no news of the server.
      return attempt.unreadable ? { stopped: 'failed', message: attempt.message } : { stopped: 'failed', message: attempt.message, answered: true };
    }
    await db.outbox.update(m.seq!, { state: 'pending' });
    if (attempt.kind === 'sign-in') return { stopped: 'sign-in', message: attempt.message, answered: true };
    return { stopped: attempt.reason, message: attempt.message, answered: attempt.reason !== 'offline' };
  }

  /**
   * A change of a batch: its body as the JSON it is sent as, and which later changes cannot be
   * sent before its answer (its kind's dependsOn, on the payload read once).
   */
  type Ready = { m: Mutation; json: string; blocks: ((later: Mutation) => boolean) | null };

  /**
   * The run's next changes after `after`, read once: the first, and the ones that may go in one
   * batch with it, in order, up to BATCH_LIMITS. The batch ends before a failed change (unless
   * the run retries them), one this version cannot read, or one that needs an earlier one's
   * answer. It is empty when the first must go alone (or the engine sends every change alone).
   */
  async function nextChanges(after: number, userId: number, scope: ReplayScope | undefined, includeFailed: boolean): Promise<{ head?: Mutation; batch: Ready[] }> {
    const caps = options.batch === false ? { changes: 1 } : (options.batch ?? {});
    const limit = Math.min(caps.changes ?? BATCH_LIMITS.changes, BATCH_LIMITS.changes);
    const maxBytes = Math.min(caps.bytes ?? BATCH_LIMITS.bytes, BATCH_LIMITS.bytes);
    const candidates = await db.outbox
      .where('seq')
      .above(after)
      .filter((m) => m.userId === userId && inScope(m, scope))
      .limit(limit)
      .toArray();
    const head = candidates[0];
    const batch: Ready[] = [];
    if (!head || options.batch === false) return { head, batch };
    let bytes = 0;
    for (const m of candidates) {
      if (m.state === 'failed' && !includeFailed) break;
      if (batch.some((r) => r.blocks?.(m))) break;
      const { kind, payload } = readQueued(m);
      if (payload === null) break;
      const json = JSON.stringify((await kind!.send?.(db, payload)) ?? payload);
      const size = utf8.encode(json).length;
      if (bytes + size > maxBytes) break;
      bytes += size;
      const dependsOn = kind!.dependsOn;
      batch.push({ m, json, blocks: dependsOn ? (later) => dependsOn(payload, later) : null });
    }
    return { head, batch };
  }

  /**
   * Sends a batch and records each answer. Returns how many were acknowledged and, when the run
   * must stop, why and at which change. A batch the server refuses as a whole (an older server
   * without the batch path) falls back to sending its first change alone.
   */
  async function replayBatch(batch: Ready[], token: string): Promise<{ sent: number; stop: (Stop & { at: Mutation }) | null }> {
    const seqs = batch.map(({ m }) => m.seq!);
    await db.outbox
      .where('seq')
      .anyOf(seqs)
      .modify((m) => {
        m.state = 'sending';
        m.attempts += 1;
      });
    const pendingAgain = (from: number) => db.outbox.where('seq').anyOf(seqs.slice(from)).modify({ state: 'pending' });
    const head = batch[0]!.m;
    const body = `{"changes":[${batch.map(({ m, json }) => `{"id":${JSON.stringify(m.id)},"path":${JSON.stringify(m.path)},"body":${json}}`).join(',')}]}`;
    const res = await post(SYNC_PATHS.batch, { headers: headers(token), body });
    const reply = res instanceof Response ? await readReply(res) : null;
    const parsed = reply?.kind === 'ok' ? SyncBatchResultSchema.safeParse(reply.envelope!.result) : null;
    if (!reply || !parsed?.success) {
      await pendingAgain(0);
      // Refused as a whole (an older server without the batch path): its first change goes alone.
      if (reply?.kind === 'rejected') {
        const stop = await replayMutation(head, token);
        return { sent: stop ? 0 : 1, stop: stop && { ...stop, at: head } };
      }
      // Not heard, or told to retry or to sign in: kept, as one change alone would be.
      const attempt: NotApplied = !reply
        ? (res as NotApplied)
        : reply.kind === 'ok'
        ? { kind: 'keep', reason: 'offline', message: 'unreadable batch answer' }
        : (attemptOf(reply.kind, reply.message, null) as NotApplied);
      return { sent: 0, stop: { ...(await keepOrFail(head, attempt)), at: head } };
    }
    const answers: BatchAnswer[] = parsed.data.answers;
    const done: { m: Mutation; result: unknown }[] = [];
    let stop: (Stop & { at: Mutation }) | null = null;
    for (let i = 0; i < batch.length && i < answers.length; i += 1) {
      const { m } = batch[i]!;
      const a = answers[i]!;
      // An answer for another change is no answer for this one.
      if (a.id !== m.id) break;
      const attempt = attemptOf(kindOf(a.errcode, a.status), a.message || `errcode ${a.errcode}`, a.result);
      if (attempt.kind === 'ok') {
        done.push({ m, result: attempt.result });
        continue;
      }
      stop = { ...(await keepOrFail(m, attempt)), at: m };
      break;
    }
    await acknowledge(done);
    // Not answered (after the stop, or left out by the server): pending again, in their places.
    const answered = done.length + (stop ? 1 : 0);
    if (answered < batch.length) await pendingAgain(answered);
    // The server answered, but not every change: the run stops there, to be tried again later.
    if (!stop && answered < batch.length) stop = { stopped: 'server', message: reply.message, answered: true, at: batch[answered]!.m };
    return { sent: done.length, stop };
  }

  /** Runs inside the lock: nobody is sending, so 'sending' means a dead runner's mutation. */
  async function recoverStale(): Promise<void> {
    await db.outbox.where('state').equals('sending').modify({ state: 'pending' });
  }

  async function runAll(includeFailed: boolean, scope?: ReplayScope): Promise<ReplayOutcome> {
    conflicted = new Set();
    return withConflicts(await sendAll(includeFailed, scope));
  }

  async function sendAll(includeFailed: boolean, scope?: ReplayScope): Promise<ReplayOutcome> {
    await recoverStale();
    const s = await session();
    if (!s) return { sent: 0, stopped: 'sign-in' };
    let sent = 0;
    let after = 0;
    // After a sent change the server has answered; before any, the run has no news of it.
    const heard = () => (sent > 0 ? { answered: true } : {});
    for (;;) {
      await renewLease();
      const { head: m, batch } = await nextChanges(after, s.userId, scope, includeFailed);
      if (!m) return { sent, ...heard() };
      // A failed head blocks the queue (order matters) until the user retries or discards it.
      if (m.state === 'failed' && !includeFailed) return { sent, ...heard(), stopped: 'failed', mutationId: m.id, message: m.error ?? '' };
      if (batch.length === 0) {
        const stop = await replayMutation(m, s.token);
        // Not answered: the change stays queued in its place and nothing after it is tried.
        if (stop) return { sent, ...stop, mutationId: m.id };
        sent += 1;
        after = m.seq!;
        continue;
      }
      const out = await replayBatch(batch, s.token);
      sent += out.sent;
      if (out.stop) {
        const { at, ...stop } = out.stop;
        return { sent, ...stop, mutationId: at.id };
      }
      // Without a stop, every change of the batch was acknowledged (or, falling back, its first alone).
      after = batch[out.sent - 1]!.m.seq!;
    }
  }

  async function runOne(id: string): Promise<ReplayOutcome> {
    conflicted = new Set();
    return withConflicts(await sendOne(id));
  }

  async function sendOne(id: string): Promise<ReplayOutcome> {
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
