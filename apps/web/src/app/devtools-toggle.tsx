import { lazy, Suspense, useState } from 'react';
import styles from './devtools-toggle.module.css';

/** The listener panel, in a chunk of its own that loads on the first click. */
const DevtoolsPanel = lazy(() => import('./devtools-panel'));

/** The toolbar's "Listeners" toggle: shows or hides the panel of every open subscription. */
export function DevtoolsToggle() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="platform-devtools"
        onClick={() => setOpen(!open)}
      >
        Listeners
      </button>
      {open && (
        <Suspense fallback={<span role="status">Loading the listener panel…</span>}>
          <DevtoolsPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
