import { APP_NAME, APP_TAGLINE } from '../app/app-info';
import styles from './starter-view.module.css';

/** Props of {@link Welcome}. */
export interface WelcomeProps {
  readonly title?: string;
  readonly tagline?: string;
  /** Where the text came from (Remote Config's value source), for tests and debugging. */
  readonly source?: string;
}

/** The hero's title and tagline; the app's name and tagline unless Remote Config says otherwise. */
export function Welcome({ title = `Welcome to ${APP_NAME}`, tagline = APP_TAGLINE, source }: WelcomeProps) {
  return (
    <>
      <h1 id="welcome" className={styles.title} data-config-source={source}>
        {title}
      </h1>
      <p className={styles.lead} data-config-source={source}>
        {tagline}
      </p>
    </>
  );
}
