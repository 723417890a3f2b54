import { APP_NAME, APP_TAGLINE } from '../app/app-info';
import type { Platform } from '../app/platform';
import { Footer } from './footer';
import { NextStepsPanel } from './next-steps-panel';
import { ResourceCards } from './resource-cards';
import { Toolbar } from './toolbar';
import styles from './starter-view.module.css';

/** The starter view: toolbar, hero, resource cards, next steps and footer. */
export function StarterView({ platform }: { readonly platform: Platform }) {
  const { settings } = platform;
  const projectId = settings.driver === 'memory' ? settings.projectId : settings.firebase.projectId;
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Toolbar driver={settings.driver} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <section className={styles.hero} aria-labelledby="welcome">
          <p className={styles.eyebrow}>Project {projectId}</p>
          <h1 id="welcome" className={styles.title}>
            Welcome to {APP_NAME}
          </h1>
          <p className={styles.lead}>{APP_TAGLINE}</p>
        </section>
        <ResourceCards />
        <NextStepsPanel />
      </main>
      <Footer platform={platform} />
    </div>
  );
}
