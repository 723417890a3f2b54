import { badInput } from '../firestore.errors.js';
import { FieldPath } from '../model/field-path.js';

/** The field path that stands for a document's id (its full path), in `orderBy`, `where` and cursors. */
export const DOCUMENT_ID = '__name__';

type Code = 'firestore/invalid-query' | 'firestore/invalid-data';

/**
 * The segments of a dotted field path such as `address.city`, or `code` naming the problem: an empty segment, or
 * one of the characters ~ * / [ ] that a dotted path cannot hold (a {@link FieldPath} can).
 */
export function fieldSegments(field: string, code: Code = 'firestore/invalid-query'): string[] {
  if (typeof field !== 'string') throw badInput(code, `a field path must be a string or a FieldPath`, {});
  if (field === DOCUMENT_ID) return [field];
  if (/[~*/[\]]/.test(field)) {
    throw badInput(code, `the field path "${field}" holds one of ~ * / [ ]; use a FieldPath for such names`, {
      field,
    });
  }
  const segments = field.split('.');
  if (segments.some((segment) => segment === '')) {
    throw badInput(code, `the field path "${field}" has an empty segment`, { field });
  }
  return segments;
}

const SIMPLE = /^[^.`\\]+$/;

/**
 * The one string a field path is kept as in a query: the dotted path, where a segment holding `.`, a backtick or a
 * backslash is quoted in backticks (with those two escaped). `a.b` is the field `b` in `a`; ``a.`b.c` `` is the
 * field `b.c` in `a`.
 */
export function canonicalField(field: string | FieldPath, code: Code = 'firestore/invalid-query'): string {
  const segments = field instanceof FieldPath ? field.segments : fieldSegments(field, code);
  return segments
    .map((segment) => (SIMPLE.test(segment) ? segment : `\`${segment.replace(/[\\`]/g, (c) => `\\${c}`)}\``))
    .join('.');
}

const parsed = new Map<string, readonly string[]>();

/** The segments of a field path kept by {@link canonicalField}. */
export function segmentsOf(canonical: string): readonly string[] {
  const known = parsed.get(canonical);
  if (known) return known;
  let segments: string[];
  if (!canonical.includes('`')) segments = canonical.split('.');
  else {
    segments = [];
    let current = '';
    let quoted = false;
    for (let i = 0; i < canonical.length; i += 1) {
      const c = canonical[i] as string;
      if (quoted && c === '\\') current += canonical[(i += 1)] ?? '';
      else if (c === '`') quoted = !quoted;
      else if (c === '.' && !quoted) {
        segments.push(current);
        current = '';
      } else current += c;
    }
    segments.push(current);
  }
  if (parsed.size > 1000) parsed.clear();
  parsed.set(canonical, segments);
  return segments;
}
