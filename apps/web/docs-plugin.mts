import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';

/** The variable that asks a production build to ship the docs; they stay out of it otherwise. */
const SHIP_DOCS_VAR = 'VITE_SHIP_DOCS';

/**
 * Serves the repository's markdown docs at `/docs/*.md` in dev and preview. A
 * build ships them only when it is not a production build, or when
 * `VITE_SHIP_DOCS=true` asks for them by name.
 */
export function docsPlugin(docsDir: string): Plugin {
  const files = () => readdirSync(docsDir).filter((name) => name.endsWith('.md'));
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const match = /^\/docs\/([\w.-]+\.md)$/.exec(req.url?.split('?')[0] ?? '');
    if (!match?.[1] || !files().includes(match[1])) return next();
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(readFileSync(join(docsDir, match[1])));
  };
  let ship = false;
  return {
    name: 'platform-docs',
    configResolved: (config) => {
      ship = !config.isProduction || config.env[SHIP_DOCS_VAR] === 'true';
    },
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
    generateBundle() {
      if (!ship) return;
      for (const name of files()) {
        this.emitFile({ type: 'asset', fileName: `docs/${name}`, source: readFileSync(join(docsDir, name)) });
      }
    },
  };
}
