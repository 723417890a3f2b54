/** A store key as the listener panel shows it: what it reads, in words, and the raw key it came from. */
export interface DescribedKey {
  /** What kind of read it is, from the key's leading words: `infinite 20 · query`, `doc`, `values`. */
  readonly kind: string;
  /** The path it reads (a collection, document or database path), or the key's last word when it names none. */
  readonly path: string;
  /** The query's clauses in words: `where tags array-contains "x"`, `orderBy createdAt desc`, `limit 20`. */
  readonly clauses: readonly string[];
  /** The key itself. */
  readonly raw: string;
}

interface QueryContent {
  readonly source?: { readonly kind?: string; readonly path?: string; readonly collectionId?: string };
  readonly path?: string;
  readonly filters?: readonly unknown[];
  readonly orderBy?: readonly { readonly field?: string; readonly direction?: string }[];
  readonly limit?: { readonly count?: number; readonly fromEnd?: boolean };
  readonly start?: { readonly values?: readonly unknown[]; readonly inclusive?: boolean };
  readonly end?: { readonly values?: readonly unknown[]; readonly inclusive?: boolean };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The JSON that ends `key`, and where it starts; `undefined` when it ends in none. */
function trailingJson(key: string): { readonly at: number; readonly value: unknown } | undefined {
  for (let at = 0; at < key.length; at += 1) {
    if (key[at] !== '{' && key[at] !== '[') continue;
    try {
      return { at, value: JSON.parse(key.slice(at)) as unknown };
    } catch {
      // Not JSON from here on: an earlier object (a codec's name) is followed by more of the key.
    }
  }
  return undefined;
}

const shown = (value: unknown): string =>
  typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));

function filterText(filter: unknown): string {
  if (!isObject(filter)) return shown(filter);
  if (Array.isArray(filter['filters'])) {
    return `(${filter['filters'].map(filterText).join(` ${String(filter['kind'])} `)})`;
  }
  return `${String(filter['field'])} ${String(filter['op'])} ${shown(filter['value'])}`;
}

function clausesOf(query: QueryContent): string[] {
  const bound = (name: string, bound: QueryContent['start']) =>
    bound?.values
      ? [
          `${name}${bound.inclusive ? 'At' : bound === query.start ? 'After' : 'Before'} ${bound.values.map(shown).join(', ')}`,
        ]
      : [];
  return [
    ...(query.filters ?? []).map((filter) => `where ${filterText(filter)}`),
    ...(query.orderBy ?? []).map(({ field, direction }) => `orderBy ${String(field)} ${String(direction)}`),
    ...bound('start', query.start),
    ...bound('end', query.end),
    ...(query.limit ? [`${query.limit.fromEnd ? 'limitToLast' : 'limit'} ${String(query.limit.count)}`] : []),
  ];
}

/** The words of a key before its JSON: its parts between colons, without empty ones and quoted names (codecs). */
const wordsOf = (prefix: string) =>
  prefix
    .split(':')
    .map((word) => word.trim())
    .filter((word) => word !== '' && !word.startsWith('"') && !word.startsWith('{'));

/**
 * Reads a store key (`service:kind:…:{json}`, as the libraries' hooks make them) into a path and clauses a person
 * reads at a glance. A key of another shape keeps its words: its last one is the path, the others its kind.
 */
export function describeKey(key: string, service?: string): DescribedKey {
  const json = trailingJson(key);
  const words = wordsOf(json ? key.slice(0, json.at) : key).filter((word) => word !== service);
  const content = json && isObject(json.value) ? (json.value as QueryContent) : undefined;
  const sourcePath = content?.source?.path ?? content?.source?.collectionId ?? content?.path;
  if (content && sourcePath !== undefined) {
    const group = content.source?.kind === 'group' ? ['group'] : [];
    return { kind: [...words, ...group].join(' · '), path: sourcePath, clauses: clausesOf(content), raw: key };
  }
  const path = words.pop() ?? key;
  return { kind: words.join(' · '), path, clauses: json ? [JSON.stringify(json.value)] : [], raw: key };
}
