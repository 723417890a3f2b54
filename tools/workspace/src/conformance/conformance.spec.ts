import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFORMANCE_DIR, conformanceIndex, conformanceLibraries, conformanceTable } from './conformance-table.js';

const libraries = conformanceLibraries();
const kept = (file: string): string => {
  try {
    return readFileSync(join(CONFORMANCE_DIR, file), 'utf8');
  } catch {
    return '';
  }
};

describe('the conformance tables in docs/conformance', () => {
  it('cover every library with a contract suite', () => {
    expect(libraries.map((library) => library.folder)).toContain('firestore');
    expect(kept('README.md'), 'run npm run conformance:update').toBe(conformanceIndex(libraries));
  });

  it.each(libraries.map((library) => [library.folder, library] as const))(
    'are up to date for %s',
    (folder, library) => {
      expect(kept(`${folder}.md`), 'run npm run conformance:update').toBe(conformanceTable(library));
    },
  );
});
