/**
 * Lints every project that has a `lint` target in one ESLint process, each file under its own project's
 * `eslint.config.mjs` (ESLint's config lookup from the file). It reports exactly what the projects' own `lint` targets
 * report, for about a third of their CPU: they load ESLint, its plugins and the shared config once each, this loads
 * them once. `npm test` runs it (`workspace:lint-all`, through `workspace:eslint`); `nx affected -t lint` still lints
 * project by project.
 */
import { readCachedProjectGraph } from '@nx/devkit';
import { ESLint } from 'eslint';

const graph = readCachedProjectGraph();
const roots = Object.values(graph.nodes)
  .filter((project) => project.data.targets?.['lint'] !== undefined)
  .map((project) => project.data.root)
  .sort();

const eslint = new ESLint({ flags: ['v10_config_lookup_from_file'] });
const results = await eslint.lintFiles(roots);
const formatter = await eslint.loadFormatter('stylish');
process.stdout.write(await formatter.format(results));
const errors = results.reduce((sum, result) => sum + result.errorCount + result.fatalErrorCount, 0);
console.log(`${results.length} files of ${roots.length} projects linted: ${errors} errors`);
process.exitCode = errors > 0 ? 1 : 0;
