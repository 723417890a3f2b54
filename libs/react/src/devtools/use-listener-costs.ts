import { useMemo, useSyncExternalStore } from 'react';
import { usePlatform } from '../use-platform.js';
import { DEFAULT_CHURN, listenerCosts, type ChurnRule, type CostReport } from './listener-costs.js';

/** What the nearest provider's metered ports cost, live; see {@link listenerCosts}. */
export function useListenerCosts(churn: ChurnRule = DEFAULT_CHURN): CostReport {
  const { store, services } = usePlatform();
  const { opens, withinMs } = churn;
  const costs = useMemo(() => listenerCosts(store, services, { opens, withinMs }), [store, services, opens, withinMs]);
  return useSyncExternalStore(costs.subscribe, costs.get, costs.get);
}
