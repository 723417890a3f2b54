/**
 * The part of the Standard Schema interface (https://standardschema.dev) this
 * library reads, copied as the spec recommends, so any validator that
 * implements it (Zod, Valibot, ArkType) can check a JSON value.
 */
export interface StandardSchemaV1<Output = unknown> {
  /** The validator's Standard Schema properties: its version, vendor and `validate` function. */
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>>;
    readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
  };
}

/** A validator's verdict. */
export type StandardResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string }[] };
