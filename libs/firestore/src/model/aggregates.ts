import { canonicalField } from '../internal/field-paths.js';
import type { FieldPath } from './field-path.js';

/** Counts the query's documents. */
export const count = () => ({ kind: 'count' }) as const;

/**
 * Sums the numeric values of `field` (others are skipped). Like the backend, the aggregate then counts only the
 * documents that hold the field.
 */
export const sum = (field: string | FieldPath) => ({ kind: 'sum', field: canonicalField(field) }) as const;

/**
 * Averages the numeric values of `field`: `null` when there are none. Like the backend, the aggregate then counts
 * only the documents that hold the field.
 */
export const average = (field: string | FieldPath) => ({ kind: 'average', field: canonicalField(field) }) as const;
