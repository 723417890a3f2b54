import { GenMapping, addMapping, toEncodedMap } from '@jridgewell/gen-mapping';
import { bytesBySource, UNMAPPED } from './source-bytes.js';

const ROOT = '/work/app';

/** A map of `code` whose segments start at [line, column] in the given source. */
function mapOf(segments: readonly [line: number, column: number, source: string][]) {
  const map = new GenMapping({ file: 'chunk.js' });
  for (const [line, column, source] of segments) {
    addMapping(map, { generated: { line, column }, source, original: { line: 1, column: 0 } });
  }
  return JSON.stringify(toEncodedMap(map));
}

describe('bytesBySource', () => {
  it('gives each segment the bytes up to the next segment or its line end, named from the workspace root', () => {
    const code = 'aaaabbb\ncc';
    const map = mapOf([
      [1, 0, '../libs/a/dist/a.js'],
      [1, 4, '../node_modules/@firebase/b/dist/b.js'],
      [2, 0, '../libs/a/dist/a.js'],
    ]);
    expect(bytesBySource(code, map, { sourceRoot: `${ROOT}/assets`, workspaceRoot: ROOT })).toEqual({
      'libs/a/dist/a.js': 6,
      'node_modules/@firebase/b/dist/b.js': 3,
      [UNMAPPED]: 1,
    });
  });

  it('counts what no segment claims as unmapped, so that the counts add up to the chunk', () => {
    const code = 'xx(a)yy';
    const map = mapOf([[1, 2, '/work/app/libs/a/dist/a.js']]);
    const bytes = bytesBySource(code, map, { sourceRoot: ROOT, workspaceRoot: ROOT });
    expect(bytes).toEqual({ 'libs/a/dist/a.js': 5, [UNMAPPED]: 2 });
    expect(Object.values(bytes).reduce((sum, count) => sum + count, 0)).toBe(code.length);
  });
});
