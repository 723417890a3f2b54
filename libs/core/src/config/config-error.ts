import { PlatformError } from '../errors/platform-error.js';
import type { ConfigIssue } from './config-issue.js';

/** The `core/invalid-config` or `core/invalid-driver` error, whose `customData.issues` lists every problem. */
export type ConfigError = PlatformError<
  'core/invalid-config' | 'core/invalid-driver',
  { issues: readonly ConfigIssue[] }
>;

/**
 * Builds a {@link ConfigError}. Its codes are declared in `coreErrors`, but every config error carries its
 * own message naming the variables at fault, so the app's entry, which reads its settings first, is spared
 * the catalogue's messages.
 */
export function configError(code: ConfigError['code'], message: string, issues: readonly ConfigIssue[]): ConfigError {
  return new PlatformError(code, message, { customData: { issues } });
}
