import { parsePlatformSettings, type EnvSource } from '@platform/core';
import { PlatformProvider } from '@platform/react';
import type { ReactElement } from 'react';
import { ConfigErrorPanel } from '../starter/config-error-panel';
import { StarterView } from '../starter/starter-view';
import { createPlatform, type Platform } from './platform';

/** The composed app: the element to render, and the platform behind it (none when the config is bad). */
export interface ComposedApp {
  readonly element: ReactElement;
  readonly platform: Platform | null;
}

/**
 * The composition root: reads the driver and config, builds the platform from
 * the service libraries once, outside React, and returns the starter view
 * inside the provider. A bad configuration yields a panel that names every
 * key at fault instead.
 */
export function composeApp(env: EnvSource): ComposedApp {
  const result = parsePlatformSettings(env);
  if (!result.ok) return { platform: null, element: <ConfigErrorPanel error={result.error} /> };
  const platform = createPlatform(result.settings);
  return {
    platform,
    element: (
      <PlatformProvider services={platform.services}>
        <StarterView platform={platform} />
      </PlatformProvider>
    ),
  };
}
