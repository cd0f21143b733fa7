/**
 * Tells what caches a table's rows when a statement writes to that table, so a cache in this
 * process never has to be told by each place that writes (the session cache, server/http/session.ts).
 *
 * A Kysely plugin on every database handle (transactions share it): an insert, update or delete
 * into a watched table, at any depth (a data-modifying WITH), or raw SQL that names one after
 * UPDATE, INSERT INTO or DELETE FROM, calls the table's listeners before the statement runs and
 * again once it has run, so a read that raced the write is forgotten too.
 */
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

type Listener = () => void;

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);
/** Nodes that hold bound values only. */
const VALUES = new Set(['ValueNode', 'PrimitiveValueListNode']);
const RAW_WRITE = /\b(?:update|insert\s+into|delete\s+from)\s+"?([a-z_]+)"?/gi;

type Node = OperationNode & Record<string, unknown>;

/** The tables a write node writes to: its target (into / table / from), aliased or not. */
function targets(node: Node): string[] {
  const target = node.kind === 'InsertQueryNode' ? node.into : node.kind === 'UpdateQueryNode' ? node.table : (node.from as { froms?: unknown[] } | undefined)?.froms;
  const tables: string[] = [];
  for (const t of Array.isArray(target) ? target : [target]) {
    const table = (t as Node | undefined)?.kind === 'AliasNode' ? ((t as Node).node as Node) : (t as Node | undefined);
    const name = (table?.table as { identifier?: { name?: string } } | undefined)?.identifier?.name;
    if (table?.kind === 'TableNode' && name) tables.push(name);
  }
  return tables;
}

/**
 * The tables raw SQL names after UPDATE, INSERT INTO or DELETE FROM. A `sql` template's fragments
 * are one array per place in the code, so each is read once, not at every run of its statement.
 */
const rawTargets = new WeakMap<readonly string[], string[]>();
function rawWrites(fragments: readonly string[]): string[] {
  let tables = rawTargets.get(fragments);
  if (!tables) {
    tables = fragments.flatMap((f) => [...f.matchAll(RAW_WRITE)].map((m) => m[1]!.toLowerCase()));
    rawTargets.set(fragments, tables);
  }
  return tables;
}

/** Every table the statement writes to. */
function writtenTables(root: RootOperationNode): Set<string> {
  const out = new Set<string>();
  // Reads are most statements: one without a WITH writes nothing.
  if (root.kind === 'SelectQueryNode' && !root.with) return out;
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    // Only operation nodes: a value bound to the statement (a JSON document, a file's bytes) is data.
    if (value === null || typeof value !== 'object' || typeof (value as Node).kind !== 'string') continue;
    const node = value as Node;
    if (VALUES.has(node.kind)) continue;
    if (WRITES.has(node.kind)) for (const t of targets(node)) out.add(t);
    if (node.kind === 'RawNode') for (const t of rawWrites(node.sqlFragments as readonly string[])) out.add(t);
    for (const key in node) if (key !== 'kind') stack.push(node[key]);
  }
  return out;
}

export class TableWrites implements KyselyPlugin {
  readonly #listeners = new Map<string, Set<Listener>>();
  /** Statements under way that write a watched table, to tell again once they have run. */
  readonly #pending = new WeakMap<object, Listener[]>();

  /** Calls `listener` whenever a statement writes to one of `tables`. */
  watch(tables: readonly string[], listener: Listener): void {
    for (const t of tables) {
      let set = this.#listeners.get(t);
      if (!set) this.#listeners.set(t, (set = new Set()));
      set.add(listener);
    }
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.#listeners.size === 0) return node;
    const called = new Set<Listener>();
    for (const table of writtenTables(node)) for (const l of this.#listeners.get(table) ?? []) called.add(l);
    if (called.size > 0) {
      for (const l of called) l();
      this.#pending.set(queryId, [...called]);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const l of this.#pending.get(queryId) ?? []) l();
    return result;
  }
}
