import { PlatformDevtools } from '@platform/react/devtools';

/** The listener panel over the app's store, docked at the bottom of the window; its Close button hides it. */
export default function DevtoolsPanel({ onClose }: { readonly onClose: () => void }) {
  return <PlatformDevtools id="platform-devtools" onClose={onClose} />;
}
