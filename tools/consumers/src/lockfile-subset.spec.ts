import { installedVersion, lockfileSubset } from './lockfile-subset.js';

describe("a consumer's part of the workspace lock file", () => {
  it('holds a package and everything it needs, each with a registry URL and an integrity, and no dev flags', () => {
    const packages = lockfileSubset(['react-dom']);
    expect(packages['node_modules/react-dom']?.version).toBe(installedVersion('react-dom'));
    // react-dom's own dependency, and its required peer.
    expect(Object.keys(packages)).toEqual(expect.arrayContaining(['node_modules/scheduler', 'node_modules/react']));
    for (const [path, entry] of Object.entries(packages)) {
      expect(entry.resolved, path).toMatch(/^https:\/\/registry\.npmjs\.org\/.+\.tgz$/);
      expect(entry.integrity, path).toMatch(/^sha512-/);
      expect(entry, path).not.toHaveProperty('dev');
    }
  });

  it('names a scoped tarball as npm does', () => {
    const packages = lockfileSubset(['@vitejs/plugin-react']);
    expect(packages['node_modules/@vitejs/plugin-react']?.resolved).toBe(
      `https://registry.npmjs.org/@vitejs/plugin-react/-/plugin-react-${installedVersion('@vitejs/plugin-react')}.tgz`,
    );
  });

  it('leaves out workspace packages and fails on a package the workspace does not have', () => {
    expect(Object.keys(lockfileSubset(['tslib'])).some((path) => path.includes('@platform/'))).toBe(false);
    expect(() => lockfileSubset(['not-a-package-of-this-workspace'])).toThrow(/has no not-a-package-of-this-workspace/);
  });
});
