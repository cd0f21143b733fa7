/**
 * What the two import-circle rules (file-cycles.js between files, server-module-cycles.js between
 * server modules) share: the graph is read once per lint run and searched for a path back, and
 * every form of import is checked the same way. Only what a node of the graph is differs.
 */

export const isTest = (file) => /\.test\.tsx?$/.test(file);

/** The nodes from `start` to `goal` (shortest), or null when there is none. */
export function findPath(graph, start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const trail = queue.shift();
    const last = trail[trail.length - 1];
    if (last === goal) return trail;
    for (const next of graph.get(last) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...trail, next]);
    }
  }
  return null;
}

/**
 * The graph `read` builds, read once per process and refreshed when a lint run lasts past a few
 * seconds (editor servers keep one process for hours of edits).
 */
export function cachedGraph(read) {
  let cached = null;
  return () => {
    if (!cached || Date.now() - cached.at > 5_000) cached = { at: Date.now(), graph: read() };
    return cached.graph;
  };
}

/** The rule's visitors: `check(node, specifier)` for every static import, re-export and `import()`. */
export const importVisitors = (check) => ({
  ImportDeclaration: (node) => check(node, node.source.value),
  ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
  ExportAllDeclaration: (node) => check(node, node.source.value),
  ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
});
