import { describeKey } from './describe-key.js';
import type { InspectedSubscription } from './inspect.js';

/**
 * The subscriptions as a table: service, what it reads, readers, backend listeners and status (the listeners, and
 * whether it is idle, only where the panel is wide: its details say them too); a row opens its details.
 */
export function SubscriptionList({
  rows,
  selected,
  onSelect,
}: {
  readonly rows: readonly InspectedSubscription[];
  readonly selected: string | undefined;
  readonly onSelect: (id: string) => void;
}) {
  if (rows.length === 0) return <p className="empty">No subscription matches.</p>;
  return (
    <table aria-label="Subscriptions">
      <thead>
        <tr>
          <th scope="col">Service</th>
          <th scope="col">Subscription</th>
          <th scope="col" className="num" title="Components reading it">
            Readers
          </th>
          <th scope="col" className="num wide" title="Backend listeners: one per loaded page of an infinite list">
            Listeners
          </th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const key = describeKey(row.key, row.port);
          return (
            <tr key={row.id} data-status={row.status} aria-selected={row.id === selected}>
              <td className="service">{row.port}</td>
              <td>
                <button type="button" className="key" title={row.key} onClick={() => onSelect(row.id)}>
                  {key.kind && <span className="kind">{key.kind} </span>}
                  <span className="path">{key.path}</span>
                  {key.clauses.map((clause) => (
                    <span key={clause} className="clause">
                      {clause}
                    </span>
                  ))}
                </button>
              </td>
              <td className="num">{row.listeners}</td>
              <td className="num wide">{row.sourceListeners}</td>
              <td className="status" data-status={row.status}>
                {row.status}
                {row.keptAlive && <span className="wide">, idle</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
