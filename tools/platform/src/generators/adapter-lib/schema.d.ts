/** The options of the `adapter-lib` generator, as `schema.json` declares them. */
export interface AdapterLibGeneratorSchema {
  /** The service, in kebab-case, e.g. `storage` or `remote-config`. */
  name: string;
  /**
   * The Firebase SDK module the Firebase adapter loads, e.g. `firebase/database`; by default
   * the named service's module (`rtdb` → `firebase/database`), otherwise `firebase/<name>`.
   */
  sdk?: string;
  /** Leaves the generated files unformatted. */
  skipFormat?: boolean;
}
