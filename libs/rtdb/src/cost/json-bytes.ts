/** The size in UTF-8 bytes of `value` as JSON: what the meter takes a value to cost on the wire. */
export const jsonBytes = (value: unknown): number => new TextEncoder().encode(JSON.stringify(value) ?? 'null').length;
