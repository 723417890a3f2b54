import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';

/** Serves the repository's markdown docs at `/docs/*.md` in dev and preview, and ships them with the build. */
export function docsPlugin(docsDir: string): Plugin {
  const files = () => readdirSync(docsDir).filter((name) => name.endsWith('.md'));
  const serve: Connect.NextHandleFunction = (req, res, next) => {
    const match = /^\/docs\/([\w.-]+\.md)$/.exec(req.url?.split('?')[0] ?? '');
    if (!match?.[1] || !files().includes(match[1])) return next();
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(readFileSync(join(docsDir, match[1])));
  };
  return {
    name: 'platform-docs',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
    generateBundle() {
      for (const name of files()) {
        this.emitFile({ type: 'asset', fileName: `docs/${name}`, source: readFileSync(join(docsDir, name)) });
      }
    },
  };
}
