/** A request to FCM's registration endpoint: `create` a registration, `update` (refresh) it, or `delete` it. */
export interface RegistrationRequest {
  /** Which of the three calls it was. */
  readonly kind: 'create' | 'update' | 'delete';
}

/** A simulated FCM registration endpoint: it issues tokens, records requests and can refuse them. */
export interface MemoryRegistrations {
  /** Every request received, in order. */
  requests(): readonly RegistrationRequest[];
  /** Refuses the next request of `kind`, as the server's error reply would. */
  refuseNext(kind: RegistrationRequest['kind']): void;
  /** Handles one request; resolves with the token for `create` and `update`, throws `refused` when told to. */
  handle(kind: RegistrationRequest['kind']): string;
}

/** Thrown by {@link MemoryRegistrations.handle} for a refused request. */
export class RegistrationRefused extends Error {
  constructor(readonly kind: RegistrationRequest['kind']) {
    super(`The registration server refused the ${kind} request.`);
  }
}

/** Creates the simulated endpoint; tokens are `memory-push-token-<n>`. */
export function createMemoryRegistrations(): MemoryRegistrations {
  const received: RegistrationRequest[] = [];
  const refusals = new Set<RegistrationRequest['kind']>();
  let issued = 0;
  return {
    requests: () => [...received],
    refuseNext(kind) {
      refusals.add(kind);
    },
    handle(kind) {
      received.push({ kind });
      if (refusals.delete(kind)) throw new RegistrationRefused(kind);
      issued += 1;
      return `memory-push-token-${issued}`;
    },
  };
}
