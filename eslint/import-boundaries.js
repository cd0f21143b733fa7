/**
 * The import boundaries of DESIGN.md §3, checked on resolved paths (so aliases and relative paths
 * are judged alike):
 * - src/domain imports nothing outside src/domain (npm packages: only zod);
 * - server imports nothing from src except src/domain;
 * - a feature (src/features/<a>) never imports another feature (src/features/<b>);
 * - src/api, src/db, src/sync, src/data, src/ui, src/ordering, src/domain and workers never import
 *   features or the app shell;
 * - src/ui (the kit) is presentation only: of this repository it imports src/ui and src/domain, never
 *   the data layer (src/data), src/api, src/db, src/sync, workers or src/ordering, so a component of
 *   the kit can be drawn from its props alone;
 * - src/data (the hooks and components that read and write data for screens) sits below src/ordering;
 * - src/db never imports src/api: what the server answers is fetched by the caller (src/data, a
 *   worker's client, the sync engine) and handed to the mirror.
 */
import path from 'node:path';
import noIssueCitations from './no-issue-citations.js';
import fileCycles from './file-cycles.js';
import { endpointValues } from './endpoint-values.js';
import serverModuleCycles from './server-module-cycles.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');

function resolveTarget(fromFile, spec) {
  if (spec.startsWith('@/')) return path.join(SRC, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return null; // a package
}

const rel = (p) => path.relative(ROOT, p).split(path.sep).join('/');

function violation(fromFile, spec) {
  const from = rel(fromFile);
  const target = resolveTarget(fromFile, spec);
  if (from.startsWith('src/domain/')) {
    const isTest = /\.test\.tsx?$/.test(from);
    const allowed = spec === 'zod' || spec.startsWith('zod/') || (isTest && (spec === 'vitest' || spec === 'fast-check'));
    if (target === null) return allowed ? null : `src/domain may not import the package "${spec}"`;
    return rel(target).startsWith('src/domain/') || rel(target) === 'src/domain' ? null : `src/domain may only import src/domain (got ${spec})`;
  }
  if (target === null) return null;
  const to = rel(target);
  if (from.startsWith('server/')) {
    if (to.startsWith('src/') && !to.startsWith('src/domain')) return `server may only import src/domain from src (got ${spec})`;
    return null;
  }
  const feature = (p) => /^src\/features\/([^/]+)/.exec(p)?.[1];
  const fromFeature = feature(from);
  const toFeature = feature(to);
  if (fromFeature && toFeature && fromFeature !== toFeature) return `features may not import each other (${fromFeature} -> ${toFeature})`;
  if (fromFeature && to.startsWith('src/app/')) return `features may not import the app shell (${spec})`;
  const lowerLayer = /^(src\/(api|db|sync|data|ui|ordering)\/|workers\/)/.test(from);
  if (from.startsWith('src/ui/') && to.startsWith('src/ordering/')) return `src/ui is below the ordering layer (${spec})`;
  if (from.startsWith('src/ui/') && !/^src\/(ui|domain)(\/|$)/.test(to)) return `src/ui is presentation only: it imports src/ui and src/domain, not ${to.split('/').slice(0, to.startsWith('src/') ? 2 : 1).join('/')} (${spec}); the data part belongs in src/data`;
  if (from.startsWith('src/data/') && to.startsWith('src/ordering/')) return `src/data is below the ordering layer (${spec})`;
  if (from.startsWith('src/db/') && to.startsWith('src/api/')) return `src/db may not import src/api (${spec}); the caller fetches and hands the answer to the mirror`;
  if (lowerLayer && (toFeature || to.startsWith('src/app/'))) return `${from.split('/').slice(0, 2).join('/')} may not import features or the app shell (${spec})`;
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Import boundaries of DESIGN.md §3' }, schema: [] },
  create(context) {
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const message = violation(context.filename, spec);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default {
  rules: {
    'import-boundaries': rule,
    'server-module-cycles': serverModuleCycles,
    'no-issue-citations': noIssueCitations,
    'file-cycles': fileCycles,
    'endpoint-values': endpointValues,
  },
};
