import { useContext } from 'react';
import { PlatformContext, type PlatformContextValue } from './platform-context.js';
import { reactErrors } from './react.errors.js';

/** The nearest provider's services and store; throws `react/no-provider` outside one. */
export function usePlatform(): PlatformContextValue {
  const context = useContext(PlatformContext);
  if (!context) throw reactErrors.create('react/no-provider');
  return context;
}
