import {
  formatFiles,
  generateFiles,
  logger,
  offsetFromRoot,
  readJson,
  updateJson,
  type GeneratorCallback,
  type Tree,
} from '@nx/devkit';
import { join } from 'node:path';
import { normalizeOptions, type NormalizedAdapterLibOptions } from './normalize-options';
import type { AdapterLibGeneratorSchema } from './schema';

interface ProjectReference {
  readonly path: string;
}

interface SolutionTsConfig {
  references?: ProjectReference[];
}

const withoutDotSlash = (path: string): string => path.replace(/^\.\//, '').replace(/\/$/, '');

/** Adds the library to the root solution `tsconfig.json`, as `nx sync` would. */
function addProjectReference(tree: Tree, projectRoot: string): void {
  if (!tree.exists('tsconfig.json')) return;
  updateJson<SolutionTsConfig, SolutionTsConfig>(tree, 'tsconfig.json', (json) => {
    const references = json.references ?? [];
    if (!references.some((reference) => withoutDotSlash(reference.path) === projectRoot)) {
      references.push({ path: `./${projectRoot}` });
    }
    json.references = references;
    return json;
  });
}

interface NxReleaseJson {
  release?: { conventionalCommits?: { types?: Record<string, unknown> } };
}

/**
 * Gives the library its section in the release changelog: commits here are written `<library>: what changed`, and
 * `nx release` reads the part before the colon as the commit's type.
 */
function addChangelogSection(tree: Tree, { name, title }: NormalizedAdapterLibOptions): void {
  if (!tree.exists('nx.json')) return;
  updateJson<NxReleaseJson, NxReleaseJson>(tree, 'nx.json', (json) => {
    const types = json.release?.conventionalCommits?.types;
    if (types && !(name in types)) types[name] = { semverBump: 'patch', changelog: { title } };
    return json;
  });
}

/** What to do once the files are written. */
export function nextSteps({ name, className, importPath, projectRoot }: NormalizedAdapterLibOptions): string {
  return [
    `${importPath} is ready in ${projectRoot}. Next steps:`,
    `  1. npm install   (links ${importPath} into node_modules and records it in package-lock.json)`,
    `  2. npx nx run-many -t lint typecheck test build -p ${name}`,
    `  3. Replace the example operations (isSupported, connect, watchConnection) in ${projectRoot}/src/${name}.port.ts with the port the app needs,`,
    `     and grow ${name}.contract.ts, the memory adapter and the Firebase adapter with it.`,
    `  4. Compose it in the app: services={{ '${name}': createMemory${className}() }} or createFirebase${className}({ app }).`,
  ].join('\n');
}

/**
 * The libraries' one version (they are a fixed release group): a new library starts at it and pins core and react to
 * it, as every published library does.
 */
function platformVersionOf(tree: Tree): string {
  return tree.exists('libs/core/package.json')
    ? readJson<{ version: string }>(tree, 'libs/core/package.json').version
    : '0.0.1';
}

/**
 * Scaffolds `libs/<name>` (`@platform/<name>`) in the shape every service
 * library shares: port, typed errors, lazily loaded Firebase adapter, memory
 * adapter, React hooks and a contract suite that both adapters pass.
 */
export async function adapterLibGenerator(tree: Tree, schema: AdapterLibGeneratorSchema): Promise<GeneratorCallback> {
  const options = normalizeOptions(tree, schema);
  generateFiles(tree, join(__dirname, 'files'), options.projectRoot, {
    ...options,
    platformVersion: platformVersionOf(tree),
    offsetFromRoot: offsetFromRoot(options.projectRoot),
    tmpl: '',
  });
  if (!options.emulator) tree.delete(`${options.projectRoot}/src/firebase/firebase-${options.name}.emulator.spec.ts`);
  addProjectReference(tree, options.projectRoot);
  addChangelogSection(tree, options);
  if (!options.skipFormat) await formatFiles(tree);
  return () => logger.info(nextSteps(options));
}

export default adapterLibGenerator;
