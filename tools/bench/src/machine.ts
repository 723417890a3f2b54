import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';

const require = createRequire(import.meta.url);

const versionOf = (name: string): string => {
  try {
    return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
  } catch {
    return 'not installed';
  }
};

/** The versions of what the figures depend on. */
export const versions = (): Record<string, string> => ({
  node: process.versions.node,
  ...Object.fromEntries(
    ['nx', 'vite', 'react', 'react-dom', 'firebase', 'firebase-tools', 'jsdom', '@playwright/test', 'typescript'].map(
      (name) => [name, versionOf(name)],
    ),
  ),
});

/** The machine the figures were taken on. */
export const machine = () => ({
  platform: `${platform()} ${release()}`,
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryBytes: totalmem(),
  loadAverageAtStart: loadavg(),
});
