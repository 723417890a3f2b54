import { useState } from 'react';
import styles from './command-box.module.css';

/** A terminal-style box that shows one command line and copies it on request. */
export function CommandBox({ command, explanation }: { readonly command: string; readonly explanation: string }) {
  const [copied, setCopied] = useState<string | null>(null);

  const copy = async () => {
    try {
      // eslint-disable-next-line baseline-js/use-baseline -- where it is missing, the catch below shows nothing copied
      await navigator.clipboard.writeText(command);
      setCopied(command);
    } catch {
      setCopied(null);
    }
  };

  return (
    <figure className={styles.terminal} aria-labelledby="command-caption">
      <div className={styles.chrome} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
      <pre className={styles.screen} aria-live="polite" data-testid="command-line">
        <span className={styles.prompt} aria-hidden="true">
          $
        </span>{' '}
        <code>{command}</code>
      </pre>
      <figcaption id="command-caption" className={styles.caption}>
        <span>{explanation}</span>
        <button type="button" className={styles.copy} onClick={() => void copy()}>
          {copied === command ? 'Copied' : 'Copy'}
        </button>
      </figcaption>
    </figure>
  );
}
