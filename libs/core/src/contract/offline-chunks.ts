/**
 * A port's part chunks as a browser fetches them, for a spec's `vi.mock` of each part module: a chunk once fetched is
 * kept (its module is evaluated once), and while {@link OfflineChunks.offline} a chunk never fetched fails, as a
 * dynamic import does offline.
 */
export interface OfflineChunks {
  /** Whether the browser is offline: a chunk not fetched yet fails. */
  offline: boolean;
  /** The chunks fetched so far, by name, in order. */
  readonly fetched: readonly string[];
  /** The `vi.mock` factory of the part module `name`, e.g. `vi.mock('./writes.js', chunks.chunk('writes'))`. */
  chunk(name: string): <M>(importOriginal: () => Promise<M>) => Promise<M>;
}

/** Creates {@link OfflineChunks}, online and with nothing fetched. */
export function createOfflineChunks(): OfflineChunks {
  const fetched: string[] = [];
  const chunks: OfflineChunks = {
    offline: false,
    fetched,
    chunk: (name) => async (importOriginal) => {
      if (chunks.offline) throw new TypeError(`Failed to fetch dynamically imported module: ${name}.js`);
      fetched.push(name);
      return importOriginal();
    },
  };
  return chunks;
}
