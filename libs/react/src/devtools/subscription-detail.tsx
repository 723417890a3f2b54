import { describeKey } from './describe-key.js';
import { clockTime, errorText, keepAliveText } from './devtools-format.js';
import type { InspectedSubscription } from './inspect.js';
import type { HistoryEvent } from './open-history.js';
import { previewValue } from './value-preview.js';

/** One subscription in full: what it reads, its readers and listeners, its value, its last error and its history. */
export function SubscriptionDetail({
  row,
  value,
  history,
  onRetry,
  onClose,
}: {
  readonly row: InspectedSubscription;
  readonly value: unknown;
  readonly history: readonly HistoryEvent[];
  readonly onRetry: () => void;
  readonly onClose: () => void;
}) {
  const key = describeKey(row.key, row.port);
  return (
    <section className="detail" aria-label="Subscription details">
      <h3>
        <button type="button" className="back" onClick={onClose}>
          ← Back
        </button>
        <span className="path">
          {row.port} · {key.path}
        </span>
      </h3>
      {key.clauses.length > 0 && (
        <p className="kind">
          {key.kind} {key.clauses.join(' · ')}
        </p>
      )}
      <dl>
        <dt>Status</dt>
        <dd className="status" data-status={row.status}>
          {row.status}
        </dd>
        <dt>Readers</dt>
        <dd>{row.listeners}</dd>
        <dt>Backend listeners</dt>
        <dd>{row.sourceListeners}</dd>
        <dt>Last value</dt>
        <dd>{clockTime(row.lastValueAt)}</dd>
        <dt>Keep-alive</dt>
        <dd>{keepAliveText(row)}</dd>
      </dl>
      <details>
        <summary>Raw key</summary>
        <code className="raw">{row.key}</code>
      </details>
      <h4>Last error</h4>
      {row.lastError === undefined ? (
        <p className="kind">None.</p>
      ) : (
        <p className="error">
          {errorText(row.lastError)}{' '}
          {row.status === 'error' && (
            <button type="button" onClick={onRetry}>
              Retry
            </button>
          )}
        </p>
      )}
      <h4>Value</h4>
      {row.status === 'success' ? (
        <pre aria-label="Value preview" tabIndex={0}>
          {previewValue(value)}
        </pre>
      ) : (
        <p className="kind">
          {row.status === 'loading' ? 'None yet: waiting for the first value.' : 'None: it failed.'}
        </p>
      )}
      <h4>History</h4>
      <ol className="history" aria-label="History">
        {history.map((event, index) => (
          <li key={index}>
            {new Date(event.at).toISOString().slice(11, 23)} {event.kind}
          </li>
        ))}
      </ol>
    </section>
  );
}
