import { parsePlatformSettings, type EnvSource } from '@platform/core';
import { PlatformProvider } from '@platform/react';
import { useEffect, useState } from 'react';
import { StarterView } from '../starter/starter-view';
import { ConfigErrorPanel } from '../starter/config-error-panel';
import { createPlatform } from './platform';

/** Props of {@link Root}. */
export interface RootProps {
  /** Where the driver and Firebase config are read from; `import.meta.env` in the browser. */
  readonly env: EnvSource;
}

/**
 * The composition root: reads the driver and config, builds the platform from
 * the service libraries and renders the starter view inside the provider.
 * A bad configuration renders a panel that names every key at fault.
 */
export function Root({ env }: RootProps) {
  const [result] = useState(() => parsePlatformSettings(env));
  const [platform] = useState(() => (result.ok ? createPlatform(result.settings) : null));

  useEffect(() => () => void platform?.dispose(), [platform]);

  if (!result.ok || !platform) return <ConfigErrorPanel error={result.ok ? undefined : result.error} />;
  return (
    <PlatformProvider services={platform.services}>
      <StarterView settings={platform.settings} />
    </PlatformProvider>
  );
}
