import { nx } from '../nx-cli.js';
import { unexpectedAffected } from './workspace-speed.js';

describe('the workspace speed section', () => {
  it('expects nx affected to pick, for a change to one library, only the projects that depend on it by design', async () => {
    // Firestore, which the fault suite checks too.
    const projects = JSON.parse(
      await nx(['show', 'projects', '--affected', '--files=libs/firestore/src/index.ts', '--json']),
    ) as string[];
    expect(projects).toEqual(expect.arrayContaining(['firestore', 'web', 'bench', 'consumers', 'faults']));
    expect(unexpectedAffected('firestore', projects)).toEqual([]);
  }, 60_000);
});
