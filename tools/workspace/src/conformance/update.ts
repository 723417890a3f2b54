import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFORMANCE_DIR, conformanceIndex, conformanceLibraries, conformanceTable } from './conformance-table.js';

// Writes docs/conformance: one table per library with a contract suite, and the index.
const libraries = conformanceLibraries();
mkdirSync(CONFORMANCE_DIR, { recursive: true });
for (const library of libraries)
  writeFileSync(join(CONFORMANCE_DIR, `${library.folder}.md`), conformanceTable(library));
writeFileSync(join(CONFORMANCE_DIR, 'README.md'), conformanceIndex(libraries));
console.log(`docs/conformance: ${String(libraries.length)} tables`);
