/** A bag of environment variables, such as `import.meta.env` or `process.env`. */
export type EnvSource = Readonly<Record<string, string | boolean | undefined>>;

/** Reads a variable as trimmed text; blank and non-string values count as unset. */
export function readEnv(env: EnvSource, name: string): string | undefined {
  const value = env[name];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}
