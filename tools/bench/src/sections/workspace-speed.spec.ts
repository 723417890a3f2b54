import { nx } from '../nx-cli.js';
import { unexpectedAffected } from './workspace-speed.js';

describe('the workspace speed section', () => {
  it('expects nx affected to pick, for a change to one library, only the projects that depend on it by design', async () => {
    const projects = JSON.parse(
      await nx(['show', 'projects', '--affected', '--files=libs/installations/src/index.ts', '--json']),
    ) as string[];
    expect(projects).toEqual(expect.arrayContaining(['installations', 'web', 'bench', 'consumers']));
    expect(unexpectedAffected('installations', projects)).toEqual([]);
  }, 60_000);
});
