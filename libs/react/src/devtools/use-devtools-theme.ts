import { useEffect, useState } from 'react';

/** The panel's theme: the system's (`prefers-color-scheme`) until the person picks one. */
export type DevtoolsTheme = 'light' | 'dark';

const STORAGE_KEY = 'platform-devtools:theme';
const DARK = '(prefers-color-scheme: dark)';

function stored(): DevtoolsTheme | undefined {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return value === 'light' || value === 'dark' ? value : undefined;
  } catch {
    return undefined;
  }
}

const systemTheme = (): DevtoolsTheme => (globalThis.matchMedia?.(DARK).matches ? 'dark' : 'light');

/** The theme to show, following the system's until `toggle` picks the other one, which is kept for the next visit. */
export function useDevtoolsTheme(): { readonly theme: DevtoolsTheme; toggle(): void } {
  const [picked, setPicked] = useState(stored);
  const [system, setSystem] = useState(systemTheme);
  useEffect(() => {
    const query = globalThis.matchMedia?.(DARK);
    if (!query) return;
    const changed = () => setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener('change', changed);
    return () => query.removeEventListener('change', changed);
  }, []);
  const theme = picked ?? system;
  return {
    theme,
    toggle() {
      const next = theme === 'dark' ? 'light' : 'dark';
      setPicked(next);
      try {
        globalThis.localStorage?.setItem(STORAGE_KEY, next);
      } catch {
        // Storage refused (a private window): the choice lasts until the panel closes.
      }
    },
  };
}
