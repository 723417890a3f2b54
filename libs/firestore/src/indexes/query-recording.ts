import { firestoreErrors } from '../firestore.errors.js';
import type { IndexShape } from './index-shape.js';

/** The queries an adapter ran, as the index shapes they need; `JSON.stringify` it to keep it in a file. */
export interface QueryRecording {
  /** Adds the shapes of one query; a shape already recorded is kept once. */
  record(shapes: readonly IndexShape[]): void;
  /** Every distinct shape recorded, in the order first seen. */
  shapes(): IndexShape[];
  /** The recording as JSON: `{ "firestoreQueries": 1, "shapes": [...] }`, which {@link readQueryRecording} reads. */
  toJSON(): { firestoreQueries: 1; shapes: IndexShape[] };
}

/** A new, empty {@link QueryRecording}, for `createMemoryFirestore({ recording })`. */
export function createQueryRecording(): QueryRecording {
  const shapes = new Map<string, IndexShape>();
  return {
    record: (next) => {
      for (const shape of next) {
        const key = JSON.stringify(shape);
        if (!shapes.has(key)) shapes.set(key, shape);
      }
    },
    shapes: () => [...shapes.values()],
    toJSON: () => ({ firestoreQueries: 1, shapes: [...shapes.values()] }),
  };
}

const isShape = (value: unknown): value is IndexShape => {
  const shape = value as Partial<IndexShape> | null;
  return (
    typeof shape === 'object' &&
    shape !== null &&
    typeof shape.collectionGroup === 'string' &&
    (shape.queryScope === 'COLLECTION' || shape.queryScope === 'COLLECTION_GROUP') &&
    Array.isArray(shape.equalities) &&
    Array.isArray(shape.order) &&
    (shape.keyDirection === 'asc' || shape.keyDirection === 'desc')
  );
};

/** The shapes of a recording's JSON; throws `firestore/invalid-indexes` naming what is wrong with anything else. */
export function readQueryRecording(json: unknown): IndexShape[] {
  const recording = json as { firestoreQueries?: unknown; shapes?: unknown } | null;
  if (typeof recording !== 'object' || recording === null || recording.firestoreQueries !== 1) {
    throw firestoreErrors.create('firestore/invalid-indexes', {
      customData: { at: '(recording)', reason: 'is not a recording of Firestore queries (firestoreQueries: 1)' },
    });
  }
  const shapes = Array.isArray(recording.shapes) ? recording.shapes : [];
  const bad = shapes.findIndex((shape) => !isShape(shape));
  if (!Array.isArray(recording.shapes) || bad >= 0) {
    throw firestoreErrors.create('firestore/invalid-indexes', {
      customData: { at: `shapes[${String(Math.max(bad, 0))}]`, reason: 'is not a query shape' },
    });
  }
  return shapes as IndexShape[];
}
