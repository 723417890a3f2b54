import type { StandardSchemaV1 } from '@standard-schema/spec';
import { Timestamp } from '../model/timestamp.js';

/** What the contract's schema accepts: a title, stars (0 when missing) and an optional time. */
export interface NoteInput {
  readonly title: string;
  readonly stars?: number;
  readonly at?: Timestamp;
}

/** What the contract's schema gives: stars always present. */
export interface Note {
  readonly title: string;
  readonly stars: number;
  readonly at?: Timestamp;
}

/**
 * A Standard Schema v1 validator written by hand, as any validator library implements it, so that the contract
 * depends on none: the port must accept any schema, not one library's.
 */
export const NoteSchema: StandardSchemaV1<NoteInput, Note> = {
  '~standard': {
    version: 1,
    vendor: 'contract',
    validate(value) {
      const issues: StandardSchemaV1.Issue[] = [];
      const data = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      if (typeof data['title'] !== 'string' || data['title'] === '')
        issues.push({ message: 'title must be a non-empty string', path: ['title'] });
      const stars = data['stars'] ?? 0;
      if (!Number.isInteger(stars)) issues.push({ message: 'stars must be a whole number', path: ['stars'] });
      if (data['at'] !== undefined && !(data['at'] instanceof Timestamp))
        issues.push({ message: 'at must be a time', path: ['at'] });
      if (issues.length > 0) return { issues };
      return { value: { ...(data as unknown as Note), stars: stars as number } };
    },
  },
};
