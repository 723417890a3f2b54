import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@standard-schema/spec';
import { firestoreErrors } from '../firestore.errors.js';
import { documentData, type Codec } from '../model/codec.js';

const identities = new WeakMap<object, string>();

/** A short hash of `text` (cyrb53): two schemas share it only when their JSON Schemas are the same text. */
function hash(text: string): string {
  let a = 0xdeadbeef;
  let b = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    a = Math.imul(a ^ char, 2654435761);
    b = Math.imul(b ^ char, 1597334677);
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  b = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  return (4294967296 * (2097151 & b) + (a >>> 0)).toString(36);
}

/** The identity of a schema that describes its output as JSON Schema (Standard JSON Schema), else `undefined`. */
function derived(codec: object): string | undefined {
  const standard = (codec as Partial<StandardSchemaV1> & Partial<StandardJSONSchemaV1>)['~standard'];
  if (!standard?.jsonSchema) return undefined;
  try {
    const schema = standard.jsonSchema.output({ target: 'draft-2020-12' });
    return `~${standard.vendor}:${hash(JSON.stringify(schema))}`;
  } catch {
    // A schema JSON Schema cannot describe (a transform, say) has no identity of its own.
    return undefined;
  }
}

/**
 * What a codec is called in store keys, the same in every process (hydration matches entries by key): `''` for the
 * default codec, `#` and the app's name for a named one (`namedCodec`, or a pair's `name`), and for a schema that
 * gives its JSON Schema, its vendor and a hash of that. Any other codec has no identity a server and a browser would
 * agree on, so reading it through a hook or a prefetch throws `firestore/unnamed-codec`, naming `path`.
 */
export function codecIdentity(codec: Codec<unknown, unknown>, path: string): string {
  if (codec === documentData) return '';
  const known = identities.get(codec);
  if (known !== undefined) return known;
  const { name } = codec as { readonly name?: unknown };
  const identity = typeof name === 'string' && name !== '' ? `#${name}` : derived(codec);
  if (identity === undefined) {
    throw firestoreErrors.create('firestore/unnamed-codec', {
      customData: {
        path,
        reason:
          'the store key of a collection read through a hook or a prefetch names its codec, the same on the server ' +
          'and in the browser: give a { toStore, fromStore } pair a `name`, or wrap a schema in namedCodec(name, schema)',
      },
    });
  }
  identities.set(codec, identity);
  return identity;
}
