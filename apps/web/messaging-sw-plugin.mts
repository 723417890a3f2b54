import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Where the Firebase Messaging SDK looks for the app's service worker when none is registered explicitly. */
export const MESSAGING_SW_FILE = 'firebase-messaging-sw.js';

/**
 * Builds the messaging service worker beside the app, at the site's root as
 * `/firebase-messaging-sw.js`: one classic script (service workers the SDK
 * registers are not modules), bundled on its own so it shares no chunk with the
 * app, with the same mode and variables as the app's build, so it reads the
 * same Firebase config.
 */
export function messagingServiceWorkerPlugin(entry: string): Plugin {
  let app: ResolvedConfig;
  return {
    name: 'platform-messaging-sw',
    apply: 'build',
    configResolved(resolved) {
      app = resolved;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: app.root,
        mode: app.mode,
        envDir: app.envDir,
        envPrefix: app.envPrefix,
        resolve: { conditions: [...app.resolve.conditions] },
        logLevel: 'warn',
        build: {
          outDir: app.build.outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          reportCompressedSize: false,
          lib: { entry, formats: ['iife'], name: 'kindlingMessagingWorker', fileName: () => MESSAGING_SW_FILE },
        },
      });
    },
  };
}
