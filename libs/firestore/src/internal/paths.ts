import { badInput } from '../firestore.errors.js';
import { FIRESTORE_LIMITS } from '../firestore.limits.js';

const encoder = new TextEncoder();

/** The reason `segment` cannot be part of a path, or `undefined` when it can. */
function segmentProblem(segment: string): string | undefined {
  if (segment === '') return 'a path segment is empty';
  if (segment === '.' || segment === '..') return `"${segment}" cannot be a path segment`;
  if (/^__.*__$/.test(segment) && !/^__id-?\d+__$/.test(segment)) {
    return `"${segment}" is reserved (__…__ ids belong to Firestore, but for numeric ids such as __id7__)`;
  }
  // UTF-8 takes at most 3 bytes for each UTF-16 unit, so only a segment of over 500 units can be too long.
  const mayBeTooLong = segment.length * 3 > FIRESTORE_LIMITS.segmentBytes;
  if (mayBeTooLong && encoder.encode(segment).length > FIRESTORE_LIMITS.segmentBytes) {
    return `a path segment is longer than ${String(FIRESTORE_LIMITS.segmentBytes)} bytes`;
  }
  return undefined;
}

/**
 * Splits `path` into its segments, or throws `firestore/invalid-path` naming the problem: an empty, `.`, `..` or
 * reserved segment, one over 1,500 bytes, or the wrong count for a collection (odd) or a document (even).
 */
export function pathSegments(path: string, kind: 'collection' | 'document'): string[] {
  const segments = path.split('/');
  for (const segment of segments) {
    const problem = segmentProblem(segment);
    if (problem) throw badInput('firestore/invalid-path', problem, { path });
  }
  const even = segments.length % 2 === 0;
  if (kind === 'document' && !even) {
    throw badInput(
      'firestore/invalid-path',
      `a document path needs an even number of segments, "${path}" has ${String(segments.length)}`,
      { path },
    );
  }
  if (kind === 'collection' && even) {
    throw badInput(
      'firestore/invalid-path',
      `a collection path needs an odd number of segments, "${path}" has ${String(segments.length)}`,
      { path },
    );
  }
  return segments;
}

/** Checks one id (a document id, or a collection group's id): a single valid segment. */
export function checkId(id: string, what: string): void {
  if (id.includes('/')) throw badInput('firestore/invalid-path', `${what} "${id}" cannot contain "/"`, { path: id });
  const problem = segmentProblem(id);
  if (problem) throw badInput('firestore/invalid-path', problem, { path: id });
}
