import type { Driver } from '@platform/core';
import type { ReactNode } from 'react';
import { Footer } from './footer';
import { NextStepsPanel } from './next-steps-panel';
import { ResourceCards } from './resource-cards';
import { Toolbar } from './toolbar';
import { Welcome } from './welcome';
import styles from './starter-view.module.css';

/** What a person selected on the starter view, for a `select_content` event. */
export interface SelectedContent {
  /** The kind of content: `resource-card` or `next-step`. */
  readonly type: string;
  /** Which one: the card's link, or the step's id. */
  readonly id: string;
}

/** Props of {@link StarterView}. */
export interface StarterViewProps {
  /** The driver the app runs on. */
  readonly driver: Driver;
  /** The Firebase project (or the memory driver's stand-in). */
  readonly projectId: string;
  /** The toolbar's account area, which needs the platform's services. */
  readonly account: ReactNode;
  /** The footer's App Check status, which needs the platform's services. */
  readonly appCheckStatus: ReactNode;
  /** The screen view and the consent banner, which need the platform's services. */
  readonly analytics?: ReactNode;
  /** Called when a resource card or a next-steps button is clicked. */
  readonly onSelectContent?: (content: SelectedContent) => void;
  /** The hero's title and tagline, from Remote Config; the app's own until then. */
  readonly welcome?: ReactNode;
  /** The footer's installation id, shown in debug builds only. */
  readonly installationId?: ReactNode;
  /** The Notes panel, which needs the platform's services. */
  readonly notes?: ReactNode;
  /** The notifications panel, once the platform is in. */
  readonly notifications?: ReactNode;
  /** The toolbar's listener-panel toggle, where the build offers it. */
  readonly devtools?: ReactNode;
}

/**
 * The starter view: toolbar, hero, resource cards, next steps and footer. It
 * needs no service, so it paints at once; the parts that do come in as slots.
 */
export function StarterView({
  driver,
  projectId,
  account,
  appCheckStatus,
  analytics,
  onSelectContent,
  welcome = <Welcome />,
  installationId,
  notes,
  notifications,
  devtools,
}: StarterViewProps) {
  return (
    <div className={styles.page}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Toolbar driver={driver} account={account} tools={devtools} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <section className={styles.hero} aria-labelledby="welcome">
          <p className={styles.eyebrow}>Project {projectId}</p>
          {welcome}
        </section>
        {notes}
        <ResourceCards onSelect={(href) => onSelectContent?.({ type: 'resource-card', id: href })} />
        <NextStepsPanel onSelect={(step) => onSelectContent?.({ type: 'next-step', id: step })} />
        {notifications}
      </main>
      <Footer appCheckStatus={appCheckStatus} installationId={installationId} />
      {analytics}
    </div>
  );
}
