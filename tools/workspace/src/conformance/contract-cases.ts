import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** One case of a library's contract suite, as its source declares it. */
export interface ContractCase {
  /** The feature: the innermost `describe` around the case (the suite's own, per adapter, is left out). */
  readonly feature: string;
  /** The case's title. */
  readonly title: string;
  /** How many tests it is: the rows of an `it.each` table, else 1. */
  readonly count: number;
  /** The backend feature the case needs (`requiring(setup, 'feature')`), where a backend may lack it. */
  readonly requires?: string;
}

const stringOf = (node: ts.Node | undefined): string | undefined => {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
};

/** `it(…)`, `it.each(table)(…)` or `describe(…)`: the callee's name and, for `each`, its table. */
function callOf(node: ts.CallExpression): { name: string; table?: ts.Expression } | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return { name: callee.text };
  if (ts.isCallExpression(callee) && ts.isPropertyAccessExpression(callee.expression)) {
    const { expression, name } = callee.expression;
    if (ts.isIdentifier(expression) && name.text === 'each')
      return { name: expression.text, table: callee.arguments[0] };
  }
  return undefined;
}

/** The feature a `requiring(setup, 'feature')` call names. */
const requiringFeature = (node: ts.Node): string | undefined =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'requiring'
    ? stringOf(node.arguments[1])
    : undefined;

/** The backend feature a case needs: a `requiring(…)` in its body, or a setup made by one that it uses. */
function requiredFeature(body: ts.Node | undefined, setups: ReadonlyMap<string, string>): string | undefined {
  let found: string | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    found = requiringFeature(node) ?? (ts.isIdentifier(node) ? setups.get(node.text) : undefined);
    ts.forEachChild(node, visit);
  };
  if (body) visit(body);
  return found;
}

/** The cases one source file declares. */
function casesOf(file: string): ContractCase[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const cases: ContractCase[] = [];
  const setups = new Map<string, string>();
  const visit = (node: ts.Node, features: readonly string[]): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const feature = requiringFeature(node.initializer);
      if (feature) setups.set(node.name.text, feature);
    }
    if (ts.isCallExpression(node)) {
      const call = callOf(node);
      if (call?.name === 'describe') {
        const title = stringOf(node.arguments[0]);
        for (const argument of node.arguments.slice(1)) visit(argument, title ? [...features, title] : features);
        return;
      }
      if (call?.name === 'it' || call?.name === 'test') {
        const title = stringOf(node.arguments[0]) ?? node.arguments[0]?.getText(source) ?? '';
        const count = call.table && ts.isArrayLiteralExpression(call.table) ? call.table.elements.length : 1;
        const requires = requiredFeature(node.arguments[1], setups);
        cases.push({ feature: features.at(-1) ?? 'the port', title, count, ...(requires ? { requires } : {}) });
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, features));
  };
  visit(source, []);
  return cases;
}

/** The files of a library's contract suite: `src/<lib>.contract.ts` and the case files under `src/contract/`. */
function contractFiles(libraryRoot: string, folder: string): string[] {
  const main = join(libraryRoot, 'src', `${folder}.contract.ts`);
  const casesDir = join(libraryRoot, 'src', 'contract');
  const parts = existsSync(casesDir)
    ? readdirSync(casesDir)
        .filter((name) => name.endsWith('.cases.ts'))
        .sort()
        .map((name) => join(casesDir, name))
    : [];
  return existsSync(main) ? [main, ...parts] : [];
}

/** Every case of a library's contract suite, in source order. */
export const contractCases = (libraryRoot: string, folder: string): ContractCase[] =>
  contractFiles(libraryRoot, folder).flatMap(casesOf);

/**
 * What the library's test backends lack, by feature, with the reason: each `export const *_GAPS = { feature: '…' }`
 * under `src/**\/testing/`. A contract case that requires such a feature is skipped there with that reason.
 */
export function backendGaps(libraryRoot: string): Record<string, string> {
  const gaps: Record<string, string> = {};
  const walk = (dir: string, inTesting: boolean): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, inTesting || entry.name === 'testing');
      else if (inTesting && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
        const visit = (node: ts.Node): void => {
          if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text.endsWith('_GAPS')) {
            let value = node.initializer;
            while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression;
            if (value && ts.isObjectLiteralExpression(value)) {
              for (const property of value.properties) {
                const reason = ts.isPropertyAssignment(property) ? stringOf(property.initializer) : undefined;
                if (reason && property.name && ts.isIdentifier(property.name)) gaps[property.name.text] = reason;
              }
            }
          }
          ts.forEachChild(node, visit);
        };
        visit(source);
      }
    }
  };
  walk(join(libraryRoot, 'src'), false);
  return gaps;
}

/** The differences a library's README documents: the bullets after a line that says "Known differences". */
export function documentedDifferences(libraryRoot: string): string[] {
  const lines = readFileSync(join(libraryRoot, 'README.md'), 'utf8').split('\n');
  const start = lines.findIndex((line) => /known differences/i.test(line));
  if (start < 0) return [];
  const differences: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('- ')) differences.push(line.slice(2).trim());
    else if (line.startsWith('  ') && differences.length > 0) differences.push(`${differences.pop()} ${line.trim()}`);
    else if (line.trim() === '' && differences.length === 0) continue;
    else break;
  }
  return differences.map((text) => text.replace(/[;.]$/, ''));
}
