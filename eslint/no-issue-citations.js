/**
 * A comment says what the code does and why, in words: it never cites a tracker's issue number
 * ("issue 17", "Issue #12"), which a reader of the repository cannot open and which tells nothing
 * once the work is done. Checked in src, server, workers, tests, scripts and bench.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHECKED = /^(src|server|workers|tests|scripts|bench)\//;
const CITATION = /\bissue\s*#?\d+/i;


const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Comments describe what and why, without citing an issue number' },
    schema: [],
    messages: { cites: 'Say what and why instead of citing an issue number ("{{text}}").' },
  },
  create(context) {
    const file = path.relative(ROOT, context.filename).split(path.sep).join('/');
    if (!CHECKED.test(file)) return {};
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const found = CITATION.exec(comment.value);
          if (found) context.report({ loc: comment.loc, messageId: 'cites', data: { text: found[0] } });
        }
      },
    };
  },
};

export default rule;
