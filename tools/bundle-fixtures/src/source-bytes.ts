import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { isAbsolute, relative, resolve } from 'node:path';

/** What bytes of a chunk no source map segment claims: the bundler's glue, line breaks. */
export const UNMAPPED = '(unmapped)';

/**
 * The bytes of a minified chunk by the source file they came from, read from its source map (as JSON): each mapped segment runs
 * to the next segment on its line, or to the line's end. `sourceRoot` is where the map's relative sources start from;
 * a source is named by its path relative to `workspaceRoot` (`libs/storage/dist/storage.errors.js`,
 * `node_modules/@firebase/storage/dist/…`). The counts add up to the chunk's length.
 */
export function bytesBySource(
  code: string,
  map: string,
  { sourceRoot, workspaceRoot }: { readonly sourceRoot: string; readonly workspaceRoot: string },
): Record<string, number> {
  const lineLengths = code.split('\n').map((line) => line.length);
  const segments: { line: number; column: number; source: string }[] = [];
  eachMapping(new TraceMap(map), (mapping) => {
    const source = mapping.source === null ? UNMAPPED : mapping.source;
    segments.push({ line: mapping.generatedLine - 1, column: mapping.generatedColumn, source });
  });
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const named = new Map<string, string>();
  const nameOf = (source: string) => {
    if (source === UNMAPPED) return source;
    let name = named.get(source);
    if (name === undefined) {
      const path = isAbsolute(source) ? source : resolve(sourceRoot, source);
      name = relative(workspaceRoot, path).replaceAll('\\', '/');
      named.set(source, name);
    }
    return name;
  };
  const bytes: Record<string, number> = {};
  const add = (source: string, count: number) => {
    if (count > 0) bytes[source] = (bytes[source] ?? 0) + count;
  };
  let claimed = 0;
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    const end = next?.line === segment.line ? next.column : (lineLengths[segment.line] ?? 0);
    add(nameOf(segment.source), end - segment.column);
    claimed += end - segment.column;
  });
  add(UNMAPPED, code.length - claimed);
  return bytes;
}
