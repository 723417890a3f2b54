/**
 * The services a {@link PlatformProvider} can hold, by name. Each service
 * library's `./react` entry adds itself here by declaration merging:
 *
 * @example
 * ```ts
 * declare module '@platform/react' {
 *   interface PlatformServices { auth: AuthPort }
 * }
 * ```
 */
export interface PlatformServices {}

/** A registered service name, or any string while nothing is registered. */
export type ServiceName = [keyof PlatformServices] extends [never] ? string : keyof PlatformServices & string;

/** The service registered under `Name`. */
export type ServiceOf<Name extends string> = Name extends keyof PlatformServices ? PlatformServices[Name] : unknown;

/** What a provider is given: every service by name. */
export type ServiceRegistry = Partial<PlatformServices> & Readonly<Record<string, unknown>>;
