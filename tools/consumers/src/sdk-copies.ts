/** Whether a package is the Firebase SDK: `firebase` or one of its `@firebase/*` packages. */
const isSdkPackage = (name: string): boolean => name === 'firebase' || name.startsWith('@firebase/');

/** The package a path in `node_modules` belongs to, and that package's folder; nothing for a path outside one. */
function packageAt(path: string): { readonly name: string; readonly folder: string } | undefined {
  const marker = '/node_modules/';
  const at = path.lastIndexOf(marker);
  if (at === -1) return undefined;
  const name = /^(?:@[^/]+\/)?[^/]+/.exec(path.slice(at + marker.length))?.[0];
  return name ? { name, folder: path.slice(0, at + marker.length + name.length) } : undefined;
}

/**
 * Every folder of each SDK package among `paths` (the lines of `npm ls --all --parseable`, or the module ids of a
 * bundle), by package name. One SDK copy is one folder per name.
 */
export function sdkCopies(paths: readonly string[]): Record<string, string[]> {
  const copies: Record<string, Set<string>> = {};
  for (const path of paths) {
    const found = packageAt(path.replace(/^\0/, '').replace(/\\/g, '/'));
    if (found && isSdkPackage(found.name)) (copies[found.name] ??= new Set()).add(found.folder);
  }
  return Object.fromEntries(Object.entries(copies).map(([name, folders]) => [name, [...folders].sort()]));
}
