import { FieldValue } from '../model/field-values.js';
import type { Timestamp } from '../model/timestamp.js';
import { isMap } from './field-at.js';

/**
 * `data` with each field value replaced by what it will (roughly) become: a server timestamp by now, an increment
 * by its amount, an array union by its elements, a removal by an empty array, a deleted field dropped. A codec's
 * schema checks this preview, since it knows nothing of field values.
 */
export function preview(data: unknown, now: Timestamp): unknown {
  if (data instanceof FieldValue) {
    switch (data.kind) {
      case 'serverTimestamp':
        return now;
      case 'increment':
        return data.operand;
      case 'arrayUnion':
        return data.operand;
      default:
        return [];
    }
  }
  if (Array.isArray(data)) return data.map((element: unknown) => preview(element, now));
  if (!isMap(data)) return data;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value instanceof FieldValue && value.kind === 'deleteField') continue;
    out[key] = preview(value, now);
  }
  return out;
}
