/**
 * A Kysely dialect for PGlite that hands out its single connection to one holder at a time.
 *
 * PGlite is one in-process PostgreSQL backend: if two requests shared it freely, the queries of
 * one could land inside the other's BEGIN ... COMMIT. Kysely acquires a connection for each query
 * and keeps it for a whole transaction, so a mutex around acquire/release gives PGlite the same
 * isolation a pool of real connections gives PostgreSQL.
 */
import { protocol, types, type PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { BackendMessage, CommandCompleteMessage, DataRowMessage, DatabaseError, Field, ParameterDescriptionMessage, RowDescriptionMessage } from 'pg-protocol/dist/messages';
import { Parser } from 'pg-protocol/dist/parser';
import { nameOf } from './prepared-statements';

const { serialize } = protocol;

/**
 * Hands the connection to its holders one at a time, in the order they asked, and lets the event
 * loop turn at each hand-over. PGlite answers a statement without waiting on anything outside the
 * process, so if the next holder were resumed straight away, every statement queued would run as
 * one chain of promise callbacks, which Node drains before it reads a socket or accepts a
 * connection. Under 50 clients the server then accepted one new connection per drained queue: a
 * client that connected while the queue was long waited 10-20 s for its first answer (its request
 * sat unread) while the clients already connected were answered in turn. A turn of the loop at each
 * hand-over reads what has arrived, and a request read joins the end of the queue.
 */
class Mutex {
  #tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = () => setImmediate(resolve)));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }
}

/** A statement parsed on a PGlite backend (named, or the unnamed one): its parameters' types, and its columns (none for a statement that returns no rows). */
type PreparedStatement = { name: string; paramTypes: number[]; columns: Field[] };

const prepared = new WeakMap<PGlite, Map<string, PreparedStatement>>();

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/**
 * Sends one exchange of the wire protocol to the backend and reads its answer with node-postgres's
 * parser (pg-protocol), the one the server reads PostgreSQL with. PGlite's own reader copies each
 * field into a new buffer before decoding it: for the 10,000 people of a task's whole list that was
 * ~230 ms of a ~500 ms request. The stream hands over the backend's output as it is written, unread;
 * each piece is copied, since the parser keeps an unfinished message for the next piece and the
 * backend reuses its memory. A refusal is thrown as node-postgres throws one (its code, constraint
 * and detail), after the backend has read the whole exchange up to its Sync.
 */
async function exchange(client: PGlite, message: Uint8Array): Promise<BackendMessage[]> {
  const parser = new Parser();
  const messages: BackendMessage[] = [];
  await client.execProtocolRawStream(message, { syncToFs: true, onRawData: (piece) => parser.parse(Buffer.from(piece), (m) => messages.push(m)) });
  const refused = messages.find((m): m is DatabaseError => m.name === 'error');
  if (refused) throw refused;
  return messages;
}

/** The rows of an exchange, each column read by the client's parser for its type (as PGlite's `query` reads them). */
function rowsOf<R>(client: PGlite, columns: Field[], messages: BackendMessage[]): R[] {
  const parsers = columns.map((c) => client.parsers[c.dataTypeID] ?? types.parsers[c.dataTypeID]);
  const rows: R[] = [];
  for (const m of messages) {
    if (m.name !== 'dataRow') continue;
    const fields = (m as DataRowMessage).fields as (string | null)[];
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const value = fields[i] ?? null;
      const parser = parsers[i];
      row[columns[i]!.name] = value === null || parser === undefined ? value : parser(value, columns[i]!.dataTypeID);
    }
    rows.push(row as R);
  }
  return rows;
}

/** The commands whose tag counts the rows they changed ("UPDATE 3"); PGlite's `query` counts 0 for any other. */
const COUNTING_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

function affectedRowsOf(messages: BackendMessage[]): number {
  const done = messages.find((m): m is CommandCompleteMessage => m.name === 'commandComplete');
  const words = done?.text.split(' ') ?? [];
  return COUNTING_COMMANDS.has(words[0] ?? '') ? Number(words.at(-1)) : 0;
}

/**
 * Runs a statement in two exchanges: parsed and described (its parameters' types and its columns),
 * then bound, executed and synced. PGlite's `query` takes five calls into its WASM backend for the
 * same (parse, describe, bind, describe, execute, then sync); a BEGIN and COMMIT pair cost ~150 µs
 * that way. A repeated parameterised statement is prepared once per backend under its name
 * (prepared-statements.ts's names) and each later run is the second exchange alone, with the columns
 * kept from the first: a replayed batch of a thousand saves spent most of its time in `query`
 * before. Any other statement is parsed unnamed each time. Values are serialised as `query`
 * does, by the types PostgreSQL gave the parameters.
 */
async function run<R>(client: PGlite, text: string, params: readonly unknown[], name: string | undefined) {
  let statements = prepared.get(client);
  if (!statements) prepared.set(client, (statements = new Map()));
  let statement = name === undefined ? undefined : statements.get(text);
  if (!statement) {
    // '' is the unnamed statement, which the next unnamed parse replaces: described each time.
    const parsedAs = name ?? '';
    const described = await exchange(client, concat([serialize.parse({ name: parsedAs, text }), serialize.describe({ type: 'S', name: parsedAs }), serialize.sync()]));
    const parameters = described.find((m): m is ParameterDescriptionMessage => m.name === 'parameterDescription');
    const columns = described.find((m): m is RowDescriptionMessage => m.name === 'rowDescription');
    statement = { name: parsedAs, paramTypes: parameters?.dataTypeIDs ?? [], columns: columns?.fields ?? [] };
    if (name !== undefined) statements.set(text, statement);
  }
  const values = params.map((v, i) => {
    if (v === null || v === undefined) return null;
    const serializer = client.serializers[statement.paramTypes[i]!];
    return serializer ? serializer(v) : String(v);
  });
  const messages = await exchange(client, concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]));
  return { rows: rowsOf<R>(client, statement.columns, messages), affectedRows: affectedRowsOf(messages) };
}

class PGliteConnection implements DatabaseConnection {
  constructor(readonly client: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const name = compiled.parameters.length > 0 ? nameOf(compiled.sql) : undefined;
    const result = await run<R>(this.client, compiled.sql, compiled.parameters, name);
    return {
      rows: result.rows,
      ...(compiled.query.kind !== 'SelectQueryNode' ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

class PGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  async init(): Promise<void> {
    await this.#client.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.lock();
    const connection = new PGliteConnection(this.#client);
    this.#releases.set(connection, release);
    return connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }

  async destroy(): Promise<void> {
    if (!this.#client.closed) await this.#client.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver() {
    return new PGliteDriver(this.client);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
