import { parseSync, Visitor, type ESTree, type Plugin } from 'vite';

/** Two words or more: what an error message or a developer hint is made of, and a code, key or path never is. */
const SENTENCE = /[A-Za-z]{2,}[,.:;!?'"()]*\s+\S*[A-Za-z]/;

const isSentence = (text: string) => SENTENCE.test(text);

/**
 * `code` with the text of every string that reads as a sentence taken out: string literals become `''`, and template
 * literals keep only their expressions. The result is never run; it measures what a library's messages and hints
 * cost, by building the same code without them.
 */
export function withoutText(code: string, fileName: string): string {
  const edits: { readonly start: number; readonly end: number; readonly text: string }[] = [];
  new Visitor({
    Literal(node) {
      if (typeof node.value === 'string' && isSentence(node.value))
        edits.push({ start: node.start, end: node.end, text: "''" });
    },
    TemplateLiteral(node: ESTree.TemplateLiteral) {
      if (!isSentence(node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(' '))) return;
      const expressions = node.expressions.map((expression) => `\${${code.slice(expression.start, expression.end)}}`);
      edits.push({ start: node.start, end: node.end, text: `\`${expressions.join('')}\`` });
    },
  }).visit(parseSync(fileName, code).program);
  // A template's replacement copies its expressions as they are, so an edit inside one is left out.
  let reach = -1;
  const outermost = edits
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .filter((edit) => edit.start >= reach && ((reach = edit.end), true));
  return outermost.reduceRight(
    (result, edit) => result.slice(0, edit.start) + edit.text + result.slice(edit.end),
    code,
  );
}

/** Takes the text out of the modules whose path `include` matches (see {@link withoutText}). */
export const withoutTextPlugin = (include: RegExp): Plugin => ({
  name: 'bundle-fixtures:without-text',
  transform: (code, id) => (include.test(id) ? { code: withoutText(code, id), map: null } : null),
});
