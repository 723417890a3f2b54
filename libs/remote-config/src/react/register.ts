import type { ConfigSchema } from '../config-schema.js';

/**
 * Where an app registers its schema, so that the hooks are typed by it:
 *
 * @example
 * declare module '@platform/remote-config/react' {
 *   interface RemoteConfigRegister { schema: typeof appConfig }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface RemoteConfigRegister {}

/** The registered schema, or any schema while none is registered. */
export type RegisteredSchema = RemoteConfigRegister extends { schema: infer S extends ConfigSchema } ? S : ConfigSchema;
