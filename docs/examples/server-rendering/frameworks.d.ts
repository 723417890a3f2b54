// The few framework APIs the examples use, as Next.js 15 and React Router 7 declare them. The frameworks are not
// installed in this workspace; these declarations let the examples type-check against the platform libraries.

declare module 'next/headers' {
  /** The request's cookies (Next.js App Router, server components and route handlers). */
  export function cookies(): Promise<{
    get(name: string): { readonly name: string; readonly value: string } | undefined;
  }>;
}

declare module 'react-router' {
  /** What a route's `loader` receives. */
  export interface LoaderFunctionArgs {
    readonly request: Request;
    readonly params: Readonly<Record<string, string | undefined>>;
  }
  /** A loader's data with the response's status and headers (`data()`). */
  export interface DataWithResponseInit<D> {
    readonly data: D;
    readonly init: ResponseInit | null;
  }
  /** Returns `value` from a loader with the response's status and headers. */
  export function data<D>(value: D, init?: ResponseInit): DataWithResponseInit<D>;
  /** A route's `headers` export: the HTTP headers of the document response. */
  export type HeadersFunction = (args: {
    readonly loaderHeaders: Headers;
    readonly parentHeaders: Headers;
    readonly actionHeaders: Headers;
    readonly errorHeaders: Headers | undefined;
  }) => HeadersInit;
  /** The data the route's `loader` returned (unwrapped from `data()`). */
  export function useLoaderData<T extends (...args: never[]) => unknown>(): Awaited<
    ReturnType<T>
  > extends DataWithResponseInit<infer D>
    ? D
    : Awaited<ReturnType<T>>;
}
