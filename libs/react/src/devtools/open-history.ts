import type { InspectedSubscription, StoreInspection } from './inspect.js';

/** One thing that happened to a subscription while the panel watched. */
export interface HistoryEvent {
  /** `opened` when it appeared, `value` and `error` as its status turned so, `released` when it left the store. */
  readonly kind: 'opened' | 'value' | 'error' | 'released';
  /** When the panel saw it, in epoch milliseconds. */
  readonly at: number;
}

/** What a subscription went through, by its row id, since the panel started watching; see {@link watchHistory}. */
export interface OpenHistory {
  /** The events of the row with `id`, oldest first: the same array until one is added. */
  of(id: string): readonly HistoryEvent[];
  /** Stops watching. */
  stop(): void;
}

/** The most events kept per subscription: the oldest go first. */
const MAX_EVENTS = 50;

/**
 * Watches `inspection` and records, per subscription (its scope and key, so a key opened again continues its
 * history), when it opened, turned to a value or an error, and was released. Rows open when it starts count as opened
 * then. `now` tells the time.
 */
export function watchHistory(inspection: StoreInspection, now: () => number = Date.now): OpenHistory {
  const events = new Map<string, readonly HistoryEvent[]>();
  let previous = new Map<string, InspectedSubscription>();
  const add = (id: string, kind: HistoryEvent['kind']) => {
    const list = [...(events.get(id) ?? []), { kind, at: now() }];
    events.set(id, list.slice(-MAX_EVENTS));
  };
  const update = () => {
    const current = new Map(inspection.get().map((row) => [row.id, row]));
    for (const [id, row] of current) {
      const before = previous.get(id);
      if (!before) add(id, 'opened');
      if (row.status !== before?.status && row.status !== 'loading')
        add(id, row.status === 'error' ? 'error' : 'value');
      else if (row.status === 'success' && before && row.lastValueAt !== before.lastValueAt) add(id, 'value');
    }
    for (const id of previous.keys()) if (!current.has(id)) add(id, 'released');
    previous = current;
  };
  update();
  const stop = inspection.subscribe(update);
  return { of: (id) => events.get(id) ?? [], stop };
}
