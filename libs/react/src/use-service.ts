import { reactErrors } from './react.errors.js';
import type { ServiceName, ServiceOf } from './platform-services.js';
import { usePlatform } from './use-platform.js';

/**
 * The service registered under `name`.
 * Throws `react/no-provider` outside a provider and `react/missing-service` when nothing is registered under `name`.
 */
export function useService<Name extends ServiceName>(name: Name): ServiceOf<Name> {
  const { services } = usePlatform();
  const service = services[name];
  if (service === undefined) {
    const registered = Object.keys(services);
    throw reactErrors.create('react/missing-service', {
      message: `No service named "${name}" is registered with <PlatformProvider>. Registered: ${registered.length ? registered.join(', ') : 'none'}.`,
      customData: { name, registered },
    });
  }
  return service as ServiceOf<Name>;
}
