import { useMemo, useSyncExternalStore } from 'react';
import { usePlatform } from '../use-platform.js';
import { CostTable } from './cost-table.js';
import { inspect, type InspectedSubscription } from './inspect.js';

const time = (at: number | undefined) => (at === undefined ? '–' : new Date(at).toISOString().slice(11, 23));

const errorText = (error: unknown) =>
  error === undefined
    ? '–'
    : error instanceof Error
      ? `${'code' in error ? `${String(error.code)}: ` : ''}${error.message}`
      : String(error);

/** How long an entry nobody reads stays: a source in its keep-alive, or a seeded value waiting for its first reader. */
const keepAlive = (row: InspectedSubscription) => {
  if (!row.open) return row.closesAt === undefined ? 'seeded' : `seeded, until ${time(row.closesAt)}`;
  return row.keptAlive ? `until ${time(row.closesAt)}` : 'no';
};

/** Props of {@link PlatformDevtools}. */
export interface PlatformDevtoolsProps {
  /** A class for the panel's root element. */
  readonly className?: string;
}

function Row({ row, retry }: { readonly row: InspectedSubscription; readonly retry: () => void }) {
  return (
    <tr data-status={row.status}>
      <td>{row.port}</td>
      <td>
        <code>{row.key}</code>
      </td>
      <td>{row.listeners}</td>
      <td>{row.sourceListeners}</td>
      <td>{row.status}</td>
      <td>{time(row.lastValueAt)}</td>
      <td>{errorText(row.lastError)}</td>
      <td>{keepAlive(row)}</td>
      <td>
        {row.status === 'error' ? (
          <button type="button" onClick={retry}>
            Retry
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * The listener panel: every open subscription of the nearest provider's store, live, with its port, key, readers,
 * backend listeners (one per loaded page for an infinite list), status, last value time, last error and keep-alive, and a Retry button on those that failed. Render it inside a
 * `PlatformProvider`; load it lazily (`import('@platform/react/devtools')`) so that builds that never ask for it
 * contain none of it.
 */
export function PlatformDevtools({ className }: PlatformDevtoolsProps) {
  const { store, services } = usePlatform();
  const inspection = useMemo(() => inspect(store, services), [store, services]);
  const rows = useSyncExternalStore(inspection.subscribe, inspection.get, inspection.get);
  return (
    <section className={className} aria-label="Open listeners">
      <h2>
        Open listeners <span data-testid="subscription-count">{rows.length}</span>
      </h2>
      <table>
        <thead>
          <tr>
            <th>Port</th>
            <th>Key</th>
            <th>Readers</th>
            <th>Listeners</th>
            <th>Status</th>
            <th>Last value</th>
            <th>Last error</th>
            <th>Keep-alive</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.id} row={row} retry={() => inspection.retry(row)} />
          ))}
        </tbody>
      </table>
      <CostTable />
    </section>
  );
}
