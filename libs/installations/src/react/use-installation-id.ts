import { useSubscription, type Resource, type SubscriptionSource } from '@platform/react';
import { useMemo } from 'react';
import type { InstallationsPort } from '../installations.port.js';
import { useInstallations } from './use-installations.js';

/** The subscription key, within the port's scope, shared by every component reading the id. */
export const INSTALLATION_ID_KEY = 'installations:id';

function idSource(installations: InstallationsPort): SubscriptionSource<string> {
  return (observer) => {
    const stop = installations.onIdChange(observer.next);
    installations.getId().then(observer.next, observer.error);
    return stop;
  };
}

/**
 * The installation id as a `loading | success | error` resource: read once
 * when the first component mounts, then followed through `onIdChange` (a
 * `delete()`, or another tab). Every component on the same port shares one
 * subscription through the provider's store.
 */
export function useInstallationId(): Resource<string> {
  const installations = useInstallations();
  const source = useMemo(() => idSource(installations), [installations]);
  return useSubscription(installations, INSTALLATION_ID_KEY, source);
}
