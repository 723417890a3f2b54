import type { Codec } from './codec.js';

/** A document of a typed collection. Build one with {@link doc}; it is also a Firestore reference value. */
export class DocumentRef<T, In = T> {
  /** The document's id, the last segment of its path. */
  readonly id: string;
  /** The path of the collection that holds it. */
  readonly parentPath: string;
  /** @internal */
  constructor(
    /** The document's full path, e.g. `users/ada`. */
    readonly path: string,
    /** How it is checked and converted. */
    readonly codec: Codec<T, In>,
  ) {
    const slash = path.lastIndexOf('/');
    this.id = path.slice(slash + 1);
    this.parentPath = path.slice(0, slash);
    Object.freeze(this);
  }
}
