import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions, type Rolldown } from 'vite';

/**
 * What reading and validating the settings may add to an app's entry, gzipped: the settings code, its
 * table of variables, patterns and human expectations, and `PlatformError`. The table's text alone
 * (variable names, patterns, what a valid value looks like, the messages) gzips to about 1 KB, so the
 * budget is that plus about as much again for the code that reads it. Raise it on purpose, never by accident.
 */
const CONFIG_ENTRY_BUDGET_GZIP_BYTES = 2150;

const ENTRY = 'virtual:config-entry';
const ENTRY_SOURCE = "import { parsePlatformSettings } from '@platform/core'; console.log(parsePlatformSettings({}));";

/** Bundles a one-line app that parses its settings, minified as `vite build` does for the app, and gzips it. */
async function entryGzipBytes(): Promise<number> {
  const output = (await build({
    root: import.meta.dirname,
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['@platform/source', ...defaultClientConditions] },
    plugins: [
      {
        name: 'config-entry',
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : null),
        load: (id) => (id === `\0${ENTRY}` ? ENTRY_SOURCE : null),
      },
    ],
    build: { write: false, minify: true, rollupOptions: { input: ENTRY } },
  })) as Rolldown.RolldownOutput;
  const code = output.output.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('');
  return gzipSync(code).byteLength;
}

describe('parsePlatformSettings bytes', () => {
  it('stays within its gzip budget in an app entry', async () => {
    const bytes = await entryGzipBytes();
    console.log(`parsePlatformSettings entry: ${bytes} B gzip (budget ${CONFIG_ENTRY_BUDGET_GZIP_BYTES} B)`);
    expect(bytes).toBeLessThanOrEqual(CONFIG_ENTRY_BUDGET_GZIP_BYTES);
  });
});
