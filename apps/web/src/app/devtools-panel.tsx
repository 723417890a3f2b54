import { PlatformDevtools } from '@platform/react/devtools';
import styles from './devtools-panel.module.css';

/** The listener panel over the app's store, floating above the page. */
export default function DevtoolsPanel() {
  return (
    <div id="platform-devtools" className={styles.panel}>
      <PlatformDevtools className={styles.devtools} />
    </div>
  );
}
