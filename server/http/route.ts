/**
 * One way to declare an endpoint: method, path, schemas, who may call it, and a handler that
 * returns the `result`. The helper parses and validates input (naming the bad field), resolves
 * the session, honours Idempotency-Key on queued routes, writes the envelope (or sends a file or
 * document as it is), and records the route for /order_admin/openapi.json.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { Locale } from '@/domain/shared/locale';
import type { Contracted, Schemas } from '@/domain/shared/endpoint';
import type { Db } from '../db/database';
import type { EnvelopeReply } from './envelope-reply';
import { ApiError, ERRCODE, forbidden, HTTP_STATUS, type ErrCode } from './errors';
import { pickLocale, plainMessage, translator } from './i18n';
import { type BatchKeys, bodyHash, type KeyedCall, runOnce } from './idempotency';
import { findSession, type Session, type SessionUser } from './session';
import { envelopeText } from './written-once';
import { hasNul, NUL_MESSAGE } from '@/domain/shared/fields';
import { describeIssue, fieldSentence, wireFieldLabel } from '@/domain/shared/issues';
import { IDEMPOTENCY_KEY } from '@/domain/sync/contract';

export const API_PREFIX = '/order_admin';

/**
 * none: open, and the token is not looked up (a ping answers without the database); optional:
 * open, with the caller's session when its token is live (sign-in binds it); token: any live
 * token (anonymous included); user: a signed-in user.
 */
export type Access = 'none' | 'optional' | 'token' | 'user';

/** Whether a call without a live token is refused (401) before the route runs. */
export const needsToken = (access: Access): boolean => access === 'token' || access === 'user';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteContext<Q, B, A extends Access> = {
  db: Db;
  query: Q;
  body: B;
  session: A extends 'none' ? null : A extends 'optional' ? Session | null : Session;
  user: A extends 'user' ? SessionUser : SessionUser | null;
  lang: Locale;
  t: TFunction;
  ip: string;
  req: FastifyRequest;
  reply: FastifyReply;
};

/** A handler may answer with a non-zero errcode that is still a success (login's 10007). */
export class Answer<R> {
  constructor(
    readonly result: R,
    readonly errcode: ErrCode = ERRCODE.ok,
    readonly messageKey: string = 'ok',
    readonly messageParams: Record<string, unknown> = {},
  ) {}
}

/** A download (spreadsheet export): sent as the file itself instead of the envelope. */
export class FileAnswer {
  constructor(
    readonly body: Buffer,
    readonly filename: string,
    readonly contentType: string,
  ) {}
}

/** A document for tools (the OpenAPI description): sent as JSON as it is, without the envelope. */
export class DocumentAnswer {
  constructor(readonly document: Record<string, unknown>) {}
}

function sendFile(reply: FastifyReply, file: FileAnswer) {
  const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .code(200)
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .send(file.body);
}

export type RouteDef<QS extends z.ZodType | undefined, BS extends z.ZodType | undefined, A extends Access, R> = {
  method: 'GET' | 'POST';
  /** Path under /order_admin, e.g. "/common.account/index". */
  path: string;
  /** Further paths the same handler answers at (one call the spec names under two controllers). */
  alsoAt?: readonly string[];
  summary: string;
  access: A;
  query?: QS;
  body?: BS;
  /** Queued (outbox) routes: an Idempotency-Key is applied once, stored with the effect. */
  idempotent?: boolean;
  /** Larger request bodies than the default (uploads). */
  bodyLimit?: number;
  /**
   * The body is multipart/form-data (an upload), not JSON: `files` names its file parts, which the
   * body schema sees as Buffers. Read by the OpenAPI document.
   */
  multipart?: { files: readonly string[] };
  /** The `result` of a successful answer, for the OpenAPI document (from the module's contract). */
  response?: z.ZodType;
  /** The content type of a route that answers a file (a FileAnswer) instead of the envelope. */
  download?: string;
  /** Answers 429 past a limit (failed password checks, tokens per address), for the OpenAPI document. */
  limited?: boolean;
  /**
   * Refusals a route open to callers not signed in answers beyond what its access and input imply
   * (a public page's unknown region, sign-in's wrong password), for the OpenAPI document.
   */
  refusals?: readonly ErrCode[];
  /**
   * The body carries other routes' bodies (a sync batch), each checked by its own route, NUL
   * included, so that one change's bad text is that change's refusal, not the whole batch's.
   */
  carriesCalls?: boolean;
  handler: (ctx: RouteContext<Infer<QS>, Infer<BS>, A>) => Promise<R | Answer<R> | FileAnswer | DocumentAnswer>;
  /**
   * A queued route's handler for a run of its consecutive changes in a sync batch, applied at once
   * in the batch's transaction (answerRun): a replayed queue is mostly one route's changes, and a
   * statement each was most of a replay's time. Applies the bodies in order up to the
   * first it cannot apply so, and answers those it applied, each as `handler` would have; it
   * writes nothing of the rest, which then go through `handler` one at a time. Who may call the
   * route (`allow`) is checked before either is called.
   */
  handleRun?(ctx: RunContext<Infer<BS>, A>): Promise<(R | Answer<R>)[]>;
  /**
   * Which signed-in callers may call it beyond `access` (a module's grant, a staff login's rule),
   * each answering 403 when false. Checked where a call is dispatched, before `handler` or
   * `handleRun`, whichever way the call came (alone, in a sync batch's run, a batch's change
   * applied alone after a rollback): a rule wrapped around `handler` alone would be skipped by
   * every other way in.
   */
  allow?: readonly Allow[];
};

/** One rule of who may call a route, given the signed-in caller. */
export type Allow = (user: SessionUser) => boolean;

/** The route with one more rule of who may call it. */
export function withAllow<R extends AnyRoute>(def: R, rule: Allow): R {
  return { ...def, allow: [...(def.allow ?? []), rule] };
}

const allowed = (def: AnyRoute, user: SessionUser): boolean => (def.allow ?? []).every((rule) => rule(user));

/** What handleRun is given: a handler's context with the run's bodies, in order, for its body. */
export type RunContext<B, A extends Access> = RouteContext<undefined, undefined, A> & { bodies: B[] };

type RouteRecord = {
  method: string;
  path: string;
  summary: string;
  access: Access;
  idempotent: boolean;
  query?: z.ZodType;
  body?: z.ZodType;
  multipart?: { files: readonly string[] };
  response?: z.ZodType;
  download?: string;
  limited?: boolean;
  refusals?: readonly ErrCode[];
};

export type RouteDeps = {
  db: Db;
  routes: RouteRecord[];
  /** The queued (idempotent POST) routes by path under /order_admin, which a sync batch may call. */
  queued: Map<string, AnyRoute>;
};

type SchemaOr<T> = T extends z.ZodType ? T : undefined;
type QueryOf<S extends Schemas> = SchemaOr<S['query']>;
type BodyOf<S extends Schemas> = SchemaOr<S['body']>;
export type ResultOf<S extends Schemas> = S['answer'] extends z.ZodType ? z.output<S['answer']> : unknown;

/** A route of an endpoint value: everything but what the endpoint already says (method, path, schemas). */
export type EndpointRouteDef<S extends Schemas, A extends Access> = Omit<RouteDef<QueryOf<S>, BodyOf<S>, A, ResultOf<S>>, 'method' | 'path' | 'query' | 'body' | 'response'>;
export type EndpointRoute<S extends Schemas, A extends Access> = RouteDef<QueryOf<S>, BodyOf<S>, A, ResultOf<S>>;

/**
 * Declares a route. Given an endpoint value with its schemas (the module's contract), the route
 * takes its method, path, query or body schema and answer schema from it, and tsc checks the
 * handler's result against the answer.
 */
export function defineRoute<S extends Schemas, A extends Access>(e: Contracted<S>, def: EndpointRouteDef<S, A>): EndpointRoute<S, A>;
export function defineRoute<QS extends z.ZodType | undefined, BS extends z.ZodType | undefined, A extends Access, R>(def: RouteDef<QS, BS, A, R>): RouteDef<QS, BS, A, R>;
export function defineRoute(e: AnyRoute | Contracted, def?: Omit<AnyRoute, 'method' | 'path'>): AnyRoute {
  return def ? routeOf(e as Contracted, def) : (e as AnyRoute);
}

/** The route of an endpoint value and the rest of its definition. */
export function routeOf(e: Contracted, def: Omit<AnyRoute, 'method' | 'path'>): AnyRoute {
  const { query, body, answer } = e.schemas;
  return { ...def, method: e.method, path: e.path, ...(query ? { query } : {}), ...(body ? { body } : {}), ...(answer ? { response: answer } : {}) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a module's list mixes routes of many shapes
export type AnyRoute = RouteDef<any, any, any, any>;

export function registerRoutes(app: FastifyInstance, deps: RouteDeps, defs: AnyRoute[]): void {
  for (const def of defs) registerRoute(app, deps, def);
}

function registerRoute(app: FastifyInstance, deps: RouteDeps, def: AnyRoute): void {
  for (const path of [def.path, ...(def.alsoAt ?? [])]) registerAt(app, deps, def, path);
}

function registerAt(app: FastifyInstance, deps: RouteDeps, def: AnyRoute, path: string): void {
  deps.routes.push({
    method: def.method,
    path: API_PREFIX + path,
    summary: def.summary,
    access: def.access,
    idempotent: Boolean(def.idempotent),
    query: def.query,
    body: def.body,
    ...(def.multipart ? { multipart: def.multipart } : {}),
    ...(def.response ? { response: def.response } : {}),
    ...(def.download ? { download: def.download } : {}),
    ...(def.limited ? { limited: true } : {}),
    ...(def.refusals ? { refusals: def.refusals } : {}),
  });
  if (def.idempotent && def.method === 'POST') deps.queued.set(path, def);
  app.route({
    method: def.method,
    url: API_PREFIX + path,
    ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
    handler: async (req, reply) => {
      const out = await answerCall(deps, def, {
        session: () => findSession(deps.db, headerValue(req.headers['x-token'])),
        lang: pickLocale(req.headers['accept-language']),
        query: req.query,
        body: req.body,
        idempotencyKey: headerValue(req.headers['idempotency-key']),
        req,
        reply,
      });
      if (out instanceof FileAnswer) return sendFile(reply, out);
      if (out instanceof DocumentAnswer) return reply.code(200).send(out.document);
      const text = envelopeText(out.body);
      if (text !== null) return reply.code(out.status).type('application/json; charset=utf-8').send(text);
      return reply.code(out.status).send(out.body);
    },
  });
}

/**
 * One call of a route: from its own HTTP request, or one change of a sync batch (which resolved
 * the session once for all its changes, see server/modules/sync).
 */
export type RouteCall = {
  session: () => Promise<Session | null>;
  lang: Locale;
  query: unknown;
  /** As parsed from JSON or multipart (hashed as it is for Idempotency-Key). */
  body: unknown;
  idempotencyKey: string | undefined;
  /**
   * A change of a sync batch applied in one transaction (server/modules/sync): the call runs in the
   * batch's transaction, its key claimed and answered with the batch's.
   */
  batch?: BatchKeys;
  /**
   * A sync batch's change in a transaction of its own: its commit does not wait for the disk, and
   * the batch makes every such commit durable once before it answers (server/db/durability.ts).
   */
  deferDurability?: boolean;
  req: FastifyRequest;
  reply: FastifyReply;
};

/** Runs a route's checks and handler for one call; every refusal becomes its envelope, never a throw. */
export async function answerCall(deps: RouteDeps, def: AnyRoute, call: RouteCall): Promise<EnvelopeReply | FileAnswer | DocumentAnswer> {
  const { lang, req, reply } = call;
  const t = translator(lang);
  const say = (key: string, params?: Record<string, unknown>) => t(key, params ?? {});
  const fail = (errcode: ErrCode, message: string, result: unknown): EnvelopeReply => ({ status: HTTP_STATUS[errcode], body: { errcode, message, result } });
  try {
    const session = def.access === 'none' ? null : await call.session();
    if (needsToken(def.access) && !session) throw new ApiError(ERRCODE.tokenInvalid, 'token_invalid');
    if (def.access === 'user' && !session?.user) throw new ApiError(ERRCODE.tokenInvalid, 'token_invalid');
    if (session?.user && !allowed(def, session.user)) throw forbidden();

    const query = parse(def.query, call.query ?? {}, 'query');
    const body = parse(def.body, call.body ?? {}, 'body', !def.carriesCalls);
    const db = call.batch?.trx ?? deps.db;
    const ctx = { db, query, body, session, user: session?.user ?? null, lang, t, ip: req.ip, req, reply };

    const key = call.idempotencyKey;
    if (def.idempotent && key !== undefined && session?.user) {
      const keyed = keyedCall(def, session.user, key, call.body);
      const apply = async (trx: Db) => {
        const answer = await def.handler({ ...ctx, db: trx });
        checkAnswer(def, answer);
        return envelope(answer, lang);
      };
      return await (call.batch ? call.batch.runOnce(keyed, apply) : runOnce(db, keyed, Boolean(call.deferDurability), apply));
    }
    const answer = await def.handler(ctx);
    checkAnswer(def, answer);
    if (answer instanceof FileAnswer || answer instanceof DocumentAnswer) return answer;
    return envelope(answer, lang);
  } catch (err) {
    if (err instanceof ValidationFailure) {
      const { field, message } = describeIssue(err.issue, say, err.root, err.input, wireFieldLabel(say, err.root));
      return fail(ERRCODE.validation, message, { field });
    }
    if (err instanceof ApiError) return fail(err.errcode, fieldSentence(say, err.key, err.params, wireFieldLabel(say)), err.result);
    req.log.error({ err }, 'unhandled error');
    return fail(ERRCODE.internal, t('internal'), null);
  }
}

/** A queued route's call under its Idempotency-Key (refused when the key is not one). */
function keyedCall(def: AnyRoute, user: SessionUser, key: string, body: unknown): KeyedCall {
  if (!IDEMPOTENCY_KEY.test(key)) throw new ApiError(ERRCODE.validation, 'field.format', { field: 'Idempotency-Key' });
  return { userId: user.id, key, route: def.path, hash: bodyHash(body) };
}

/**
 * Answers a run of a sync batch's consecutive calls of one route at once, through its handleRun,
 * in the batch's transaction: the answers of the calls it applied, a prefix of the run (none when
 * it applied none), each stored with its key as answerCall's are. A call goes in only if answerCall
 * would run the route's handler for it: its body valid and its key claimed afresh by this batch;
 * the run stops before the first that is not, which answerCall then answers alone (its refusal, or
 * a key's stored answer).
 */
export async function answerRun(def: AnyRoute, calls: readonly RouteCall[], batch: BatchKeys): Promise<EnvelopeReply[]> {
  const first = calls[0];
  if (!first || !def.handleRun || !def.idempotent || def.access !== 'user' || def.query) return [];
  const session = await first.session();
  // Refused, it applies no run: each change then goes to answerCall, which answers the refusal.
  if (!session?.user || !allowed(def, session.user)) return [];
  const ready: { body: unknown; keyed: KeyedCall }[] = [];
  const keys = new Set<string>();
  for (const call of calls) {
    const key = call.idempotencyKey;
    if (key === undefined || keys.has(key)) break;
    try {
      const keyed = keyedCall(def, session.user, key, call.body);
      if (!batch.fresh(keyed)) break;
      ready.push({ body: parse(def.body, call.body ?? {}, 'body'), keyed });
      keys.add(key);
    } catch (err) {
      if (err instanceof ApiError || err instanceof ValidationFailure) break;
      throw err;
    }
  }
  if (ready.length === 0) return [];
  const { lang, req, reply } = first;
  const ctx = { db: batch.trx, query: undefined, session, user: session.user, lang, t: translator(lang), ip: req.ip, req, reply };
  const answers = await def.handleRun({ ...ctx, body: undefined, bodies: ready.map((r) => r.body) });
  if (answers.length > ready.length) throw new Error(`${def.path}: handleRun answered more calls than it was given`);
  return answers.map((answer, i) => {
    checkAnswer(def, answer);
    const out = envelope(answer, lang);
    batch.record(ready[i]!.keyed, out);
    return out;
  });
}

function headerValue(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

function parse(schema: z.ZodType | undefined, input: unknown, root: string, checkNul = true): unknown {
  if (!schema) return undefined;
  // The field helpers refuse NUL themselves; this covers every other string a schema accepts
  // (shared domain schemas, record keys), which PostgreSQL would otherwise refuse with a 500.
  const nulField = checkNul ? findNul(input) : null;
  if (nulField !== null) {
    const field = nulField || root;
    throw new ApiError(ERRCODE.validation, NUL_MESSAGE, { field }, { field });
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new ValidationFailure(parsed.error.issues[0]!, root, input);
}

/**
 * The path ("a.0.b", "" for the input itself) of the first string value or object key holding
 * U+0000 in a parsed JSON, query or multipart input, or null. Iterative: bodies may nest deeply.
 */
export function findNul(input: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasNul(value)) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: join(path, String(i)) });
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value);
      for (const [key] of entries) if (hasNul(key)) return join(path, key.replaceAll('\u0000', '\\u0000'));
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: join(path, entries[i]![0]) });
    }
  }
  return null;
}

/** Carries a schema issue to the envelope writer, which translates it for the caller. */
class ValidationFailure extends Error {
  constructor(
    readonly issue: z.core.$ZodIssue,
    readonly root: string,
    readonly input: unknown,
  ) {
    super('validation failed');
  }
}

/**
 * Under test (vitest sets VITEST, and the browser tests' servers inherit it), a route's answer is
 * checked against the schema its contract declares, so an answer that drifts from the contract
 * fails the tests that call it instead of a client in the field. Production skips the check.
 */
const CHECK_ANSWERS = Boolean(process.env.VITEST);

function checkAnswer(def: AnyRoute, answer: unknown): void {
  if (!CHECK_ANSWERS || !def.response || answer instanceof FileAnswer || answer instanceof DocumentAnswer) return;
  const result = answer instanceof Answer ? answer.result : answer;
  const parsed = (def.response as z.ZodType).safeParse(result);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const problem = `${def.method} ${def.path} answered outside its contract at "${issue.path.join('.')}": ${issue.message}`;
    // Said on the test's console too: the api tests run the app without a logger.
    console.error(problem);
    throw new Error(problem);
  }
}

function envelope(answer: unknown, lang: Locale): EnvelopeReply {
  const a = answer instanceof Answer ? answer : new Answer(answer);
  const message = Object.keys(a.messageParams).length ? translator(lang)(a.messageKey, a.messageParams) : plainMessage(lang, a.messageKey);
  return { status: HTTP_STATUS[a.errcode], body: { errcode: a.errcode, message, result: a.result ?? null } };
}
