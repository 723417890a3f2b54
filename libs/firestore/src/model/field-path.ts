import { badInput } from '../firestore.errors.js';

/**
 * A field path given as its segments, for field names a dotted string cannot spell: `new FieldPath('a.b', 'c')` is
 * the field `c` inside the field named `a.b`. Queries and aggregates take a `FieldPath` wherever they take a dotted
 * string.
 */
export class FieldPath {
  /** The field names, outermost first. */
  readonly segments: readonly string[];

  constructor(...segments: string[]) {
    if (segments.length === 0 || segments.some((segment) => typeof segment !== 'string' || segment === '')) {
      throw badInput('firestore/invalid-query', 'a field path needs one or more non-empty field names');
    }
    this.segments = Object.freeze([...segments]);
    Object.freeze(this);
  }
}
