/**
 * Every call is one endpoint value (src/domain/shared/endpoint.ts): its answer's type is read off
 * it, never written by hand, and its schemas live in its module's contract, never inline in a
 * route. So:
 * - no `apiGet<…>` / `apiPost<…>` naming an answer's type (the client calls `call(endpoint, …)`);
 * - no `z.object(` in server/modules/<module>/routes*.ts (the route takes its endpoint's schemas).
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const rel = (p) => path.relative(ROOT, p).split(path.sep).join('/');

const HAND_TYPED = new Set(['apiGet', 'apiPost']);
const isRoutes = (file) => /^server\/modules\/[^/]+\/routes[^/]*\.ts$/.test(file);
const calleeName = (callee) => (callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null);

export const endpointValues = {
  meta: { type: 'problem', docs: { description: 'One endpoint, one value: no hand-typed calls, no inline route schemas' }, schema: [] },
  create(context) {
    const file = rel(context.filename);
    // The client's own definitions of apiGet and apiPost.
    if (file === 'src/api/http.ts') return {};
    const checkSchemas = isRoutes(file);
    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (HAND_TYPED.has(name) && (node.typeArguments ?? node.typeParameters)) {
          context.report({ node, message: `${name}<…> names the answer's type by hand: declare the call as an endpoint value in its module and use call(endpoint, input)` });
        }
        const { callee } = node;
        if (checkSchemas && callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'z' && name === 'object') {
          context.report({ node, message: "A route's schemas belong to its endpoint in the module's contract and schema map (endpoint-schemas.ts), not inline in the route" });
        }
      },
    };
  },
};
