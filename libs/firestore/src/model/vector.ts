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
    return theirs.length === this.#values.length && theirs.every((value, index) => Object.is(value, this.#values[index]));
  }
}

/** A vector value of `values`. Throws `firestore/invalid-data` unless every element is a number. */
export function vector(values: readonly number[]): VectorValue {
  if (!Array.isArray(values) || values.some((value) => typeof value !== 'number')) {
    throw badInput('firestore/invalid-data', 'a vector holds numbers only');
  }
  return new VectorValue(values);
}
