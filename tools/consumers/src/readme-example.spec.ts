import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WORKSPACE_ROOT } from './workspace-libraries.js';

it("the README's example app is the app the Vite consumer builds", () => {
  const readme = readFileSync(join(WORKSPACE_ROOT, 'README.md'), 'utf8');
  const app = readFileSync(join(import.meta.dirname, '../fixtures/vite-app/src/app.tsx'), 'utf8');
  const section = readme.slice(readme.indexOf('## Using one library in another app'));
  expect(section).toContain('```tsx\n' + app + '```');
});
