import type { Cost } from '@platform/core';
import type { ChurnRule, CostWarning } from './listener-costs.js';
import { useListenerCosts } from './use-listener-costs.js';

const costText = ({ reads, bytes, operations, estimated }: Cost) =>
  [
    reads > 0 || (bytes === 0 && operations === 0) ? `${String(reads)} reads` : '',
    bytes > 0 ? `${estimated ? '~' : ''}${String(bytes)} B` : '',
    operations > 0 ? `${String(operations)} ops` : '',
  ]
    .filter(Boolean)
    .join(', ');

const warningText = (warning: CostWarning) =>
  warning.kind === 'churn'
    ? `${warning.port} ${warning.key} reopened ${String(warning.opens)} times in ${String(warning.withinMs / 1_000)} s: is a component subscribing on every render?`
    : `${warning.port} ${warning.key}: ${String(warning.listeners)} listener(s) still open after the component that asked for them is gone.`;

/** Props of {@link CostTable}. */
export interface CostTableProps {
  /** When to warn of churn; 5 openings within 10 s by default. */
  readonly churn?: ChurnRule;
}

/**
 * The listener panel's cost section: for each key of every metered port (`meterFirestore`, `meterRtdb`,
 * `meterStorage`), what it cost, how often it was reopened and how many listeners it has open, the total, and warnings
 * of churn and of listeners left open. Shows a hint when no port of the provider is metered.
 */
export function CostTable({ churn }: CostTableProps) {
  const { rows, total, warnings } = useListenerCosts(churn);
  return (
    <section className="cost" aria-label="Listener costs">
      <h3>
        Cost <span data-testid="cost-total">{costText(total)}</span>
      </h3>
      {warnings.length > 0 ? (
        <ul aria-label="Cost warnings">
          {warnings.map((warning) => (
            <li key={`${warning.kind}:${warning.port}:${warning.key}`} role="alert" data-kind={warning.kind}>
              {warningText(warning)}
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length === 0 ? (
        <p>No metered port has been used yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>Port</th>
              <th>Key</th>
              <th>Cost</th>
              <th>Reopened</th>
              <th>Open</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-churning={row.churning || undefined}>
                <td>{row.port}</td>
                <td>
                  <code>{row.key}</code>
                </td>
                <td>{costText(row.cost)}</td>
                <td>{row.reopens}</td>
                <td>{row.open}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
