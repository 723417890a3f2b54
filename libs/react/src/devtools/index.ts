export { inspect, type InspectedSubscription, type StoreInspection } from './inspect.js';
export { PlatformDevtools, type PlatformDevtoolsProps } from './platform-devtools.js';
export { CostTable, type CostTableProps } from './cost-table.js';
export {
  DEFAULT_CHURN,
  listenerCosts,
  type ChurnRule,
  type CostReport,
  type CostWarning,
  type KeyCost,
  type ListenerCosts,
} from './listener-costs.js';
export { useListenerCosts } from './use-listener-costs.js';
