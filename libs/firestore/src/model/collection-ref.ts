import type { Codec } from './codec.js';

/** A collection, declared once with the codec of its documents. Build one with {@link collection}. */
export class CollectionRef<T, In = T> {
  /** The collection's id, the last segment of its path. */
  readonly id: string;
  /** @internal */
  constructor(
    /** The collection's full path, e.g. `users/ada/notes`. */
    readonly path: string,
    /** How its documents are checked and converted. */
    readonly codec: Codec<T, In>,
  ) {
    this.id = path.slice(path.lastIndexOf('/') + 1);
    Object.freeze(this);
  }
}
