/** A bag of environment variables, such as `import.meta.env` or `process.env`. */
export type EnvSource = Readonly<Record<string, string | boolean | undefined>>;

/** Reads a variable as trimmed text; blank and non-string values count as unset. */
export function readEnv(env: EnvSource, name: string): string | undefined {
  const value = env[name];
  return typeof value === 'string' ? value.trim() || undefined : undefined;
}

/** True in a production build: `PROD` is `true` or `'true'`, as Vite sets `import.meta.env.PROD` for `vite build`. */
export function isProductionBuild(env: EnvSource): boolean {
  return env['PROD'] === true || env['PROD'] === 'true';
}
