/**
 * No two files of src, server or workers import each other in a circle, directly or through
 * others (DESIGN.md §3): a circle makes the order modules start in depend on who is imported
 * first, and ties files together that should move or split apart. What the files of a circle
 * share moves into a module of its own that they both import.
 *
 * ESLint looks at one file at a time, so the rule reads the import graph of every file once per
 * lint run (TypeScript's pre-processor lists a file's imports, exports and `import()`, type-only
 * ones too: they tie the files together as much for a reader) and reports each import of a file
 * from which a path of imports leads back to it, with the circle. Test files are left out: nothing
 * imports them. `node eslint/file-cycles.js` lists every circle at once (strongly connected
 * components).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { cachedGraph, findPath, importVisitors, isTest } from './import-graph.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');
const DIRS = ['src', 'server', 'workers'].map((d) => path.join(ROOT, d));
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const inScope = (file) => /\.tsx?$/.test(file) && !isTest(file) && DIRS.some((d) => file.startsWith(d + path.sep));

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return inScope(full) ? [full] : [];
  });
}

/** The file a specifier names (an alias or a relative path), or null for a package or a non-TS file. */
export function resolveImport(fromFile, spec) {
  const bare = spec.split('?')[0];
  let base;
  if (bare.startsWith('@/')) base = path.join(SRC, bare.slice(2));
  else if (bare.startsWith('.')) base = path.resolve(path.dirname(fromFile), bare);
  else return null;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const specifiers = (text) => ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);

/** file -> files it imports, read from disk. */
function readGraph() {
  const graph = new Map();
  for (const file of DIRS.flatMap(sourceFiles)) {
    const edges = new Set();
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      const to = resolveImport(file, spec);
      if (to && inScope(to)) edges.add(to);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Tarjan's strongly connected components: file -> id of its component, for components that are circles. */
export function circles(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const component = new Map();
  let next = 0;
  let id = 0;
  const visit = (start) => {
    // Iterative, so a long chain of imports cannot overflow the call stack.
    const work = [[start, [...(graph.get(start) ?? [])], 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [v, edges] = frame;
      if (frame[2] < edges.length) {
        const w = edges[frame[2]++];
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          work.push([w, [...(graph.get(w) ?? [])], 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(v)));
      }
      if (low.get(v) === index.get(v)) {
        const members = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          members.push(w);
        } while (w !== v);
        const selfLoop = graph.get(v)?.has(v);
        if (members.length > 1 || selfLoop) {
          for (const m of members) component.set(m, id);
          id++;
        }
      }
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return component;
}

const graph = cachedGraph(readGraph);

const rel = (p) => path.relative(ROOT, p).split(path.sep).join('/');

const rule = {
  meta: { type: 'problem', docs: { description: 'No import cycle between files of src, server and workers (DESIGN.md §3)' }, schema: [] },
  create(context) {
    const from = context.filename;
    if (!inScope(from)) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const to = resolveImport(from, spec);
      if (!to || !inScope(to)) return;
      // A path back from the imported file, read on disk: the file's own imports are the ones being
      // linted (a path back never needs them), so an unsaved edit is judged as written.
      const back = to === from ? [from] : findPath(graph(), to, from);
      if (back) context.report({ node, message: `files import each other in a circle: ${[from, ...back].map(rel).join(' -> ')}` });
    };
    return importVisitors(check);
  },
};

export default rule;

/** Every circle of the repository, one line of files each (for `node eslint/file-cycles.js`). */
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const component = circles(graph());
  const groups = new Map();
  for (const [file, c] of component) groups.set(c, [...(groups.get(c) ?? []), rel(file)]);
  for (const files of groups.values()) console.log(files.sort().join('  '));
  console.log(`${groups.size} circle(s)`);
}
