import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { specifierOf, type WorkspaceLibrary } from './workspace-libraries.js';

/** The package specifier an outside app uses for a module of `library`: the entry whose folder holds it. */
function publicSpecifier(library: WorkspaceLibrary, file: string): string {
  const module = relative(library.root, file).replace(/\.js$/, '.ts');
  const entries = Object.entries(library.sources).map(([entry, source]) => ({
    entry,
    source: source.replace(/^\.\//, ''),
  }));
  const exact = entries.find(({ source }) => source === module);
  const byFolder = entries
    .filter(({ source }) => source.endsWith('/index.ts') && module.startsWith(dirname(source) + '/'))
    .sort((a, b) => b.source.length - a.source.length)[0];
  const found = exact ?? byFolder;
  if (!found) throw new Error(`${module} of ${library.name} is not reachable through any of its entry points.`);
  return specifierOf(library, found.entry);
}

/** A library's own memory contract specs (`src/memory/*.contract.spec.ts`). */
export function memoryContractSpecs(library: WorkspaceLibrary): string[] {
  const folder = join(library.root, 'src', 'memory');
  try {
    return readdirSync(folder)
      .filter((name) => name.endsWith('.contract.spec.ts'))
      .map((name) => join(folder, name));
  } catch {
    return [];
  }
}

/**
 * The spec as an app outside the workspace would write it: each relative import becomes the library's public entry
 * point that holds the module (`../auth.contract.js` → `@platform/auth/contract`, `./memory-auth.js` →
 * `@platform/auth/memory`). A spec that needs a module no entry point exports cannot be written outside, and fails.
 */
export function asConsumerSpec(library: WorkspaceLibrary, specFile: string): string {
  return readFileSync(specFile, 'utf8').replace(/from '(\.{1,2}\/[^']+)'/g, (_match, path: string) => {
    return `from '${publicSpecifier(library, resolve(dirname(specFile), path))}'`;
  });
}
