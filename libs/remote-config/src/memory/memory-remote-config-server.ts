import type { FetchFailure } from '../fetch-failure.js';
import type { Unsubscribe } from '../remote-config.types.js';

/** A published template: its version and its values as text. Version 0 means nothing was ever published. */
export interface Template {
  /** The template's version; 0 until something is published. */
  readonly version: number;
  /** Each key's value, as the text the server sends. */
  readonly entries: Readonly<Record<string, string>>;
}

/** A value as the console takes it: JSON values are published as their JSON text. */
export type PublishedValue = string | number | boolean | object | null;

/** A simulated Remote Config server with the console's `publish`, and fault injection for fetches. */
export interface MemoryRemoteConfigServer {
  /** Publishes new values, as the console does, replacing the template; returns the new version. */
  publish(values: Readonly<Record<string, PublishedValue>>): number;
  /** The current template. */
  template(): Template;
  /** Fails the next `times` fetch requests this way (every one from now on with `Infinity`). */
  failNextFetches(failure: FetchFailure, times?: number): void;
  /** Records a fetch request and says how it fails, if it does. */
  receive(): FetchFailure | undefined;
  /** The times (on the server's clock) of every fetch request, in order. */
  requests(): readonly number[];
  /** Hears each published version, as the realtime stream announces it. */
  subscribe(listener: (version: number) => void): Unsubscribe;
}

const toText = (value: PublishedValue): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Creates a server with nothing published, whose requests are stamped by `now`. */
export function createMemoryRemoteConfigServer(now: () => number): MemoryRemoteConfigServer {
  let current: Template = { version: 0, entries: {} };
  const failures: { failure: FetchFailure; left: number }[] = [];
  const received: number[] = [];
  const listeners = new Set<(version: number) => void>();
  return {
    publish(values) {
      const entries = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, toText(value)]));
      current = { version: current.version + 1, entries };
      for (const listener of [...listeners]) listener(current.version);
      return current.version;
    },
    template: () => current,
    failNextFetches(failure, times = 1) {
      failures.push({ failure, left: times });
    },
    receive() {
      received.push(now());
      const next = failures[0];
      if (!next) return undefined;
      next.left -= 1;
      if (next.left <= 0) failures.shift();
      return next.failure;
    },
    requests: () => [...received],
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
