import { join } from 'node:path';
import { findFreePort, LOOPBACK_HOST } from './free-port.js';
import type { RunningBackend } from './local-backend.js';
import { startNodeServerProcess } from './node-server-process.js';
import { createTempWorkspace } from './temp-workspace.js';

/** Options for {@link startVerdaccio}. */
export interface VerdaccioOptions {
  /** The package scope it accepts, e.g. `@platform`. Nothing outside it can be published or installed. */
  readonly scope: `@${string}`;
  /** The port to listen on; a free one by default. */
  readonly port?: number;
  /** How long to wait for it to answer. Defaults to 30 000 ms. */
  readonly timeoutMs?: number;
}

/** A running Verdaccio: a private npm registry for one scope, with no uplink and throwaway storage. */
export interface RunningVerdaccio extends RunningBackend {
  /** The scope it serves. */
  readonly scope: `@${string}`;
  /**
   * The lines of an `.npmrc` that send the scope, and only the scope, to this registry, with the placeholder token
   * npm needs before it will publish (the registry lets anyone publish).
   */
  readonly npmrc: string;
}

/** Starts Verdaccio's server from the workspace's own install. */
const SERVER_SCRIPT = join(import.meta.dirname, 'verdaccio-server.mjs');

/** Verdaccio reads YAML, of which JSON is a subset. */
function verdaccioConfig(storage: string, htpasswd: string, scope: string): string {
  return JSON.stringify({
    storage,
    auth: { htpasswd: { file: htpasswd, max_users: -1 } },
    // No uplink: a name it does not hold is a 404, never a request to another registry.
    uplinks: {},
    packages: {
      [`${scope}/*`]: { access: '$all', publish: '$anonymous', unpublish: '$anonymous' },
    },
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'warn' },
  });
}

/**
 * Starts Verdaccio on 127.0.0.1 with its storage in a fresh temporary folder that {@link RunningVerdaccio.stop}
 * removes. It serves only `options.scope`, anyone may publish there, and it has no uplink, so it never reaches
 * another registry.
 */
export async function startVerdaccio(options: VerdaccioOptions): Promise<RunningVerdaccio> {
  const workspace = await createTempWorkspace('platform-verdaccio-');
  const port = options.port ?? (await findFreePort());
  const url = `http://${LOOPBACK_HOST}:${port}`;
  const config = await workspace.write(
    'config.yaml',
    verdaccioConfig(join(workspace.dir, 'storage'), join(workspace.dir, 'htpasswd'), options.scope),
  );
  const { stop } = await startNodeServerProcess({
    label: 'Verdaccio',
    args: [SERVER_SCRIPT, config, LOOPBACK_HOST, String(port)],
    url,
    readyUrl: `${url}/-/ping`,
    timeoutMs: options.timeoutMs ?? 30_000,
    cwd: workspace.dir,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    afterStop: () => workspace.remove(),
  });
  const hostPath = `//${LOOPBACK_HOST}:${port}/`;
  return {
    name: 'verdaccio',
    host: LOOPBACK_HOST,
    port,
    url,
    scope: options.scope,
    npmrc: `${options.scope}:registry=${url}/\n${hostPath}:_authToken=local-placeholder\n`,
    stop,
  };
}
