export { inspect, type InspectedSubscription, type StoreInspection } from './inspect.js';
export { PlatformDevtools, type PlatformDevtoolsProps } from './platform-devtools.js';
