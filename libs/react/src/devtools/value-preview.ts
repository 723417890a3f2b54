/** The longest preview the panel shows of a value; the rest is cut, and says so. */
const MAX_PREVIEW = 4_000;

const isLive = (value: object): value is { get(): unknown } =>
  'get' in value && typeof value.get === 'function' && 'subscribe' in value && typeof value.subscribe === 'function';

/**
 * A subscription's value as readable JSON, for the panel's detail view: dates as ISO strings, maps and sets as
 * arrays, functions and cycles named, a live object (with `get` and `subscribe`, an infinite list) as what it holds now,
 * and the whole cut at {@link MAX_PREVIEW} characters.
 */
export function previewValue(value: unknown): string {
  const seen = new WeakSet<object>();
  const replacer = (_key: string, current: unknown): unknown => {
    if (typeof current === 'function') return `ƒ ${current.name || 'anonymous'}()`;
    if (typeof current === 'bigint') return `${String(current)}n`;
    if (typeof current !== 'object' || current === null) return current;
    if (current instanceof Date) return current.toISOString();
    if (seen.has(current)) return '[circular]';
    seen.add(current);
    if (current instanceof Map) return Object.fromEntries([...current].map(([key, item]) => [String(key), item]));
    if (current instanceof Set) return [...current];
    if (isLive(current)) return current.get();
    return current;
  };
  let text: string;
  try {
    text = JSON.stringify(value, replacer, 2) ?? String(value);
  } catch (error) {
    text = `(no preview: ${error instanceof Error ? error.message : String(error)})`;
  }
  return text.length > MAX_PREVIEW
    ? `${text.slice(0, MAX_PREVIEW)}\n… (${String(text.length - MAX_PREVIEW)} more characters)`
    : text;
}
