import { badInput } from '../firestore.errors.js';

/**
 * A vector embedding: a list of numbers stored as Firestore's vector type. Vectors order after arrays and before
 * maps, shorter vectors first, then element by element. Build one with {@link vector}.
 */
export class VectorValue {
  readonly #values: readonly number[];

  /** @internal */
  constructor(values: readonly number[]) {
    this.#values = Object.freeze([...values]);
    Object.freeze(this);
  }

  /** The numbers, in order (a copy). */
  toArray(): number[] {
    return [...this.#values];
  }

  /** Whether `other` holds the same numbers in the same order. */
  isEqual(other: VectorValue): boolean {
    const theirs = other.toArray();
    return (
      theirs.length === this.#values.length && theirs.every((value, index) => Object.is(value, this.#values[index]))
    );
  }
}

/** The most dimensions a stored vector may have. */
const MAX_DIMENSIONS = 2048;

/**
 * A vector value of `values`. Throws `firestore/invalid-data` unless it holds from 1 to 2,048 numbers, as the backend
 * requires.
 */
export function vector(values: readonly number[]): VectorValue {
  if (!Array.isArray(values) || values.some((value) => typeof value !== 'number')) {
    throw badInput('firestore/invalid-data', 'a vector holds numbers only');
  }
  if (values.length === 0 || values.length > MAX_DIMENSIONS) {
    throw badInput('firestore/invalid-data', `a vector holds from 1 to ${String(MAX_DIMENSIONS)} numbers`, {
      dimensions: values.length,
    });
  }
  return new VectorValue(values);
}
