import { describeKey } from './describe-key.js';
import type { InspectedSubscription } from './inspect.js';

/** What the listener panel lists: every subscription, or those of one service, status or text. */
export interface SubscriptionFilter {
  /** A port's registered name, or `all`. */
  readonly service: string;
  /** A status, `kept-alive` (no reader, still open), or `all`. */
  readonly status: 'all' | InspectedSubscription['status'] | 'kept-alive';
  /** Text the key must contain, in any case; empty for every key. */
  readonly text: string;
}

/** The filter that lets everything through. */
export const ALL_SUBSCRIPTIONS: SubscriptionFilter = { service: 'all', status: 'all', text: '' };

/** Whether `row` passes `filter`. */
export function matchesFilter(row: InspectedSubscription, { service, status, text }: SubscriptionFilter): boolean {
  if (service !== 'all' && row.port !== service) return false;
  if (status === 'kept-alive' ? !row.keptAlive : status !== 'all' && row.status !== status) return false;
  if (text === '') return true;
  const described = describeKey(row.key, row.port);
  const needle = text.toLowerCase();
  return [row.key, described.path, ...described.clauses].some((part) => part.toLowerCase().includes(needle));
}
