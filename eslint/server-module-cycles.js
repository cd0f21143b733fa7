/**
 * Server modules (server/modules/<module>/) may not import each other in a circle (DESIGN.md §3):
 * what two modules share moves down, to server/http, server/files or a module both depend on.
 *
 * ESLint looks at one file at a time, so the rule reads the import graph of every server module
 * once per lint run (the specifiers of `from '…'`, `import '…'` and `import('…')`, resolved
 * relative to the importing file) and reports an import of module B from module A when B leads
 * back to A. Test files are left out: a module's tests may use another module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cachedGraph, findPath, importVisitors, isTest } from './import-graph.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(ROOT, 'server', 'modules');
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

const moduleOf = (file) => {
  const rel = path.relative(MODULES, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const parts = rel.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
};

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !isTest(full) ? [full] : [];
  });
}

/** module -> modules it imports, read from disk. */
function readGraph() {
  const graph = new Map();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      if (!spec.startsWith('.')) continue;
      const to = moduleOf(path.resolve(path.dirname(file), spec));
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

const graph = cachedGraph(readGraph);

const rule = {
  meta: { type: 'problem', docs: { description: 'No import cycle between server modules (DESIGN.md §3)' }, schema: [] },
  create(context) {
    const from = moduleOf(context.filename);
    if (!from || isTest(context.filename)) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = moduleOf(path.resolve(path.dirname(context.filename), spec));
      if (!to || to === from) return;
      const back = findPath(graph(), to, from);
      if (back) context.report({ node, message: `server modules import each other in a circle: ${[from, ...back].join(' -> ')}` });
    };
    return importVisitors(check);
  },
};

export default rule;
