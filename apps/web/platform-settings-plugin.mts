import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';

/** The module the app's entry imports its settings from. */
const SETTINGS_ID = 'virtual:platform-settings';
const RESOLVED_ID = `\0${SETTINGS_ID}`;

/**
 * Serves `virtual:platform-settings`: the platform settings read from the build's variables (`import.meta.env`) when
 * the app is built or served, so that reading them costs the first paint nothing. `moduleFile` exports
 * `platformSettingsModule`, run here on Node with the workspace's libraries resolved as the app resolves them.
 */
export function platformSettingsPlugin(moduleFile: string): Plugin {
  let app: ResolvedConfig;
  return {
    name: 'platform-settings',
    configResolved(resolved) {
      app = resolved;
    },
    resolveId: (id) => (id === SETTINGS_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const conditions = [...app.resolve.conditions];
      const { module } = await runnerImport<{ platformSettingsModule(env: Record<string, unknown>): string }>(
        moduleFile,
        {
          configFile: false,
          root: app.root,
          logLevel: 'error',
          resolve: { conditions },
          ssr: { resolve: { conditions, externalConditions: conditions } },
        },
      );
      return module.platformSettingsModule(app.env);
    },
  };
}
