import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { StoreInspection } from './inspect.js';
import { watchHistory } from './open-history.js';
import { SubscriptionDetail } from './subscription-detail.js';
import { ALL_SUBSCRIPTIONS, matchesFilter, type SubscriptionFilter } from './subscription-filter.js';
import { SubscriptionList } from './subscription-list.js';

const STATUSES: readonly [SubscriptionFilter['status'], string][] = [
  ['all', 'Any'],
  ['success', 'Success'],
  ['loading', 'Loading'],
  ['error', 'Error'],
  ['kept-alive', 'Idle'],
];

/** The panel's Listeners tab: the filters, the subscriptions that pass them, and the one picked, in detail. */
export function ListenersTab({ inspection }: { readonly inspection: StoreInspection }) {
  const rows = useSyncExternalStore(inspection.subscribe, inspection.get, inspection.get);
  const [history, setHistory] = useState<ReturnType<typeof watchHistory>>();
  useEffect(() => {
    const watched = watchHistory(inspection);
    setHistory(watched);
    return watched.stop;
  }, [inspection]);
  const [filter, setFilter] = useState(ALL_SUBSCRIPTIONS);
  const [selected, setSelected] = useState<string>();
  const services = useMemo(() => [...new Set(rows.map((row) => row.port))].sort(), [rows]);
  const shown = useMemo(() => rows.filter((row) => matchesFilter(row, filter)), [rows, filter]);
  const picked = rows.find((row) => row.id === selected);
  const change = (next: Partial<SubscriptionFilter>) => setFilter((current) => ({ ...current, ...next }));
  return (
    <div className="body">
      <div className="filters" role="search" aria-label="Filter subscriptions">
        <label>
          Service
          <select value={filter.service} onChange={(event) => change({ service: event.target.value })}>
            <option value="all">All</option>
            {services.map((service) => (
              <option key={service} value={service}>
                {service}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select
            value={filter.status}
            onChange={(event) => change({ status: event.target.value as SubscriptionFilter['status'] })}
          >
            {STATUSES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Key
          <input
            type="search"
            value={filter.text}
            placeholder="path or field"
            onChange={(event) => change({ text: event.target.value })}
          />
        </label>
        <span className="kind" role="status">
          {shown.length === rows.length
            ? `${String(rows.length)} shown`
            : `${String(shown.length)} of ${String(rows.length)} shown`}
        </span>
      </div>
      <div className="panes">
        <div className="list">
          <SubscriptionList rows={shown} selected={picked?.id} onSelect={setSelected} />
        </div>
        {picked && (
          <SubscriptionDetail
            row={picked}
            value={inspection.valueOf(picked)}
            history={history?.of(picked.id) ?? []}
            onRetry={() => inspection.retry(picked)}
            onClose={() => setSelected(undefined)}
          />
        )}
      </div>
    </div>
  );
}
